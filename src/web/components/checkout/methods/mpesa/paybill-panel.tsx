import { Building2, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { formatPrice } from '../../../../../core/currency-format';
import type { PaybillStatus } from '../../../../../core/paybill-status-schema';
import { buttonClasses } from '../../../ui/button-styles';
import type { PlacedOrder } from '../../placed-order';
import { usePaybillStatus } from './use-paybill-status';

interface PaybillPanelProps {
  paybill: string;
  /** The order once it exists (placed here or by the prompt); null before. */
  order: PlacedOrder | null;
  /** Whole KES to pay until the Paybill status answers (the order's total, or the estimate's before it exists). */
  estimateKes: number;
  /** Creates the order (or reuses it) so it has a number to pay to. */
  placeOrder: () => Promise<PlacedOrder | null>;
  onPaid: (status: PaybillStatus) => void;
}

const kes = (whole: number) => formatPrice(whole * 100, 'KES');

/**
 * Paying from the M-Pesa menu instead of the prompt: Lipa na M-Pesa, Paybill, the shop's
 * business number, the order number as account number, and the exact amount.
 */
export function PaybillPanel({ paybill, order, estimateKes, placeOrder, onPaid }: PaybillPanelProps) {
  const [placing, setPlacing] = useState(false);
  const [shown, setShown] = useState(false);
  const status = usePaybillStatus(shown ? order : null, onPaid);

  async function show() {
    setPlacing(true);
    const placed = order ?? (await placeOrder());
    setPlacing(false);
    if (placed) setShown(true);
  }

  const dueKes = status?.dueKes ?? estimateKes;
  return (
    <section aria-labelledby="paybill-heading" className="mt-6 rounded-card border border-line p-4 text-sm">
      <h3 id="paybill-heading" className="flex items-center gap-2 font-semibold text-earth-900">
        <Building2 className="size-4" aria-hidden="true" />
        Pay with Paybill
      </h3>
      {!shown || !order ? (
        <>
          <p className="mt-1 text-ink-muted">
            Pay with Paybill: business number <span className="font-semibold text-ink">{paybill}</span>,
            account number = your order number.
          </p>
          <button
            type="button"
            onClick={() => void show()}
            disabled={placing}
            className={`${buttonClasses('secondary')} mt-3`}
          >
            {placing && <Loader2 className="size-4 animate-spin" aria-hidden="true" />}
            Get my order number
          </button>
        </>
      ) : (
        <>
          <p className="mt-1 text-ink-muted">
            On your phone: M-Pesa, Lipa na M-Pesa, Pay Bill. Enter these exactly:
          </p>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="text-ink-muted">Business number</dt>
            <dd className="font-mono font-semibold text-earth-900">{paybill}</dd>
            <dt className="text-ink-muted">Account number</dt>
            <dd className="font-mono font-semibold text-earth-900">{order.orderNumber}</dd>
            <dt className="text-ink-muted">Amount</dt>
            <dd className="font-semibold text-earth-900">{kes(dueKes)}</dd>
          </dl>
          <p className="mt-3 text-xs text-ink-muted" role="status">
            {status?.state === 'part'
              ? `${kes(status.paidKes)} received, ${kes(status.dueKes)} still to pay.`
              : status?.state === 'closed'
                ? 'This order was cancelled. Please do not pay it.'
                : 'Waiting for your payment. This page updates by itself once it arrives.'}
          </p>
        </>
      )}
    </section>
  );
}
