import { Form } from 'react-router';
import { formatPrice } from '../../../../core/currency-format';
import { REFUND_STATE_LABELS } from '../../../../core/refund-schema';
import { formatShopDateTime } from '../../../../core/shop-time';
import type { OrderUnitsView, RefundablePaymentView, RefundView } from '../../../../core/refund-views';
import { buttonClasses } from '../../ui/button-styles';
import { ConsoleCard } from '../console-card';
import { RefundFields } from '../refund-fields';
import { RestockFields } from './restock-fields';

export interface RefundPanelData {
  /** False when the shop has no M-Pesa initiator settings: refunds cannot be sent. */
  available: boolean;
  payments: RefundablePaymentView[];
  refunds: RefundView[];
  /** The order's products, with the units a refund may still put back in stock. */
  units: OrderUnitsView[];
}

const KIND_LABELS = { stk: 'M-Pesa prompt', c2b: 'Paybill' } as const;

/**
 * Money back to M-Pesa for an order: each payment that brought money in, with what is left of it
 * and a form to refund it (the rest by default), then the order's refunds and where they stand.
 */
export function RefundPanel({ data, errors }: { data: RefundPanelData; errors?: Record<string, string> }) {
  if (data.payments.length === 0 && data.refunds.length === 0) return null;
  return (
    <ConsoleCard title="Refunds to M-Pesa">
      {!data.available && (
        <p className="mb-3 text-sm text-ink-muted">
          Refunds need the M-Pesa initiator settings MPESA_INITIATOR_NAME and MPESA_SECURITY_CREDENTIAL.
        </p>
      )}
      <ul className="grid gap-3">
        {data.payments.map((payment) => {
          const id = `refund-${payment.kind}-${payment.id}`;
          return (
            <li key={id} className="rounded-xl border border-line p-3 text-sm">
              <p className="flex flex-wrap justify-between gap-2">
                <span className="font-medium">
                  {KIND_LABELS[payment.kind]} {payment.receipt} · {formatPrice(payment.paidCents, 'KES')}
                  {payment.owedCents > 0 && ` · ${formatPrice(payment.owedCents, 'KES')} owed back`}
                </span>
                <span className="text-ink-muted">
                  {formatPrice(payment.refundableCents, 'KES')} left to refund
                </span>
              </p>
              {data.available && payment.refundableCents >= 100 && (
                <Form method="post" className="mt-3 grid gap-2 sm:grid-cols-[8rem_minmax(0,1fr)]">
                  <input type="hidden" name="intent" value="refund" />
                  <input type="hidden" name="paymentKind" value={payment.kind} />
                  <input type="hidden" name="paymentId" value={payment.id} />
                  <RefundFields id={id} refundableCents={payment.refundableCents} errors={errors} />
                  <RestockFields id={id} units={data.units} errors={errors} />
                  <div className="sm:col-span-2">
                    <button type="submit" className={buttonClasses('secondary')}>
                      Refund to M-Pesa
                    </button>
                  </div>
                </Form>
              )}
            </li>
          );
        })}
      </ul>
      {data.refunds.length > 0 && (
        <>
          <h3 className="mt-4 mb-2 text-sm font-semibold text-earth-900">Refunds of this order</h3>
          <ul className="divide-y divide-line text-sm">
            {data.refunds.map((refund) => (
              <li key={refund.id} className="py-2">
                <p className="flex flex-wrap justify-between gap-2">
                  <span className="font-medium">
                    {formatPrice(refund.amountCents, 'KES')} · {REFUND_STATE_LABELS[refund.state]}
                  </span>
                  <span className="text-ink-muted">{formatShopDateTime(refund.createdAt)}</span>
                </p>
                <p className="text-xs break-words text-ink-muted">
                  Of {refund.receipt}
                  {refund.reversalReceipt && <> · M-Pesa {refund.reversalReceipt}</>}
                  {refund.restock && <> · {restockWords(refund, data.units)}</>} · {refund.reason}
                  {refund.state === 'failed' && refund.resultDesc && <> · M-Pesa: {refund.resultDesc}</>}
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
    </ConsoleCard>
  );
}

/** What a refund asked to put back in stock and, once it succeeded, what went back. */
function restockWords(refund: RefundView, units: readonly OrderUnitsView[]): string {
  const name = (productId: number) =>
    units.find((unit) => unit.productId === productId)?.name ?? `product ${productId}`;
  const list = (lines: RefundView['restocked']) =>
    lines.map((line) => `${line.quantity} × ${name(line.productId)}`).join(', ');
  if (refund.state === 'pending') return `back in stock once refunded: ${list(refund.restockItems)}`;
  if (refund.state !== 'succeeded') return `nothing put back in stock (asked: ${list(refund.restockItems)})`;
  return refund.restocked.length > 0
    ? `back in stock: ${list(refund.restocked)}`
    : 'nothing put back in stock: those units were back already';
}
