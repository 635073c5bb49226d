import { MAX_REFUND_REASON } from '../../../core/refund-schema';
import { CONTROL_CLASSES, LABEL_CLASSES } from './field-styles';

/**
 * The amount and reason of a refund of one M-Pesa payment, as the order page and the Refunds page
 * ask them: whole KES up to what is left of the payment, offered in full.
 */
export function RefundFields({
  id,
  refundableCents,
  defaultReason,
  errors,
}: {
  /** Unique on the page: the inputs' ids start with it. */
  id: string;
  refundableCents: number;
  defaultReason?: string;
  errors?: Record<string, string>;
}) {
  const maxKes = Math.floor(refundableCents / 100);
  return (
    <>
      <div>
        <label htmlFor={`${id}-amount`} className={LABEL_CLASSES}>
          Amount (KSH)
        </label>
        <input
          id={`${id}-amount`}
          name="amountKes"
          type="number"
          inputMode="numeric"
          min={1}
          max={maxKes}
          step={1}
          required
          defaultValue={maxKes}
          aria-invalid={errors?.amountKes ? true : undefined}
          className={CONTROL_CLASSES}
        />
      </div>
      <div>
        <label htmlFor={`${id}-reason`} className={LABEL_CLASSES}>
          Reason
        </label>
        <input
          id={`${id}-reason`}
          name="reason"
          required
          maxLength={MAX_REFUND_REASON}
          defaultValue={defaultReason}
          aria-invalid={errors?.reason ? true : undefined}
          className={CONTROL_CLASSES}
        />
      </div>
    </>
  );
}
