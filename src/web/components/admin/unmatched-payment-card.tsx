import { Form } from 'react-router';
import { formatPrice } from '../../../core/currency-format';
import { buttonClasses } from '../ui/button-styles';
import { Card } from '../ui/card';
import { ConsoleDate } from './console-date';
import { CONTROL_CLASSES, LABEL_CLASSES } from './field-styles';

export interface UnmatchedPaymentData {
  id: number;
  receipt: string;
  accountNumber: string;
  amountCents: number;
  payerName: string;
  /** As Daraja sent it: masked. */
  msisdn: string;
  paidAt: string;
}

/** A Paybill payment no order claimed: what was paid, by whom, and the form to assign it. */
export function UnmatchedPaymentCard({
  payment,
  error,
}: {
  payment: UnmatchedPaymentData;
  /** The refusal of the last try to assign this payment, shown beside its field. */
  error?: string;
}) {
  const headingId = `payment-${payment.id}`;
  const fieldId = `order-for-${payment.id}`;
  const errorId = `${fieldId}-error`;
  return (
    <Card as="article" padding="compact" aria-labelledby={headingId} className="border-l-4 border-l-gold-500">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <h2 id={headingId} className="font-sans text-lg font-semibold text-earth-900">
          {formatPrice(payment.amountCents, 'KES')}{' '}
          <span className="font-normal text-ink-muted">receipt {payment.receipt}</span>
        </h2>
        <p className="text-sm text-ink-muted">
          <ConsoleDate iso={payment.paidAt} withTime />
        </p>
      </div>
      <p className="mt-1 text-sm break-words text-ink">
        Account number typed: <span className="font-semibold">{payment.accountNumber || '(none)'}</span>
      </p>
      <p className="text-sm text-ink-muted">
        {payment.payerName || 'Payer not named'} · {payment.msisdn || 'number not shown'}
      </p>
      <Form method="post" className="mt-4 flex flex-wrap items-end gap-2 border-t border-line pt-3">
        <input type="hidden" name="intent" value="assign" />
        <input type="hidden" name="id" value={payment.id} />
        <div className="min-w-48 flex-1">
          <label htmlFor={fieldId} className={LABEL_CLASSES}>
            Order number
          </label>
          <input
            id={fieldId}
            name="orderNumber"
            required
            maxLength={40}
            placeholder="HM-XXXXXXXX"
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className={CONTROL_CLASSES}
          />
        </div>
        <button type="submit" className={buttonClasses('primary')}>
          Assign<span className="sr-only"> payment {payment.receipt}</span>
        </button>
        {error && (
          <p id={errorId} className="w-full text-sm font-medium text-red-700">
            {error}
          </p>
        )}
      </Form>
    </Card>
  );
}
