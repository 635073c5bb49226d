import { formatPrice } from '../../../../core/currency-format';
import type { OrderPaybillView } from '../../../../core/order-paybill';
import { paybillPaymentLabel } from '../../../../core/c2b-outcome';
import { formatShopDateTime } from '../../../../core/shop-time';
import { ConsoleCard } from '../console-card';

/** The order's Paybill payments: each amount and receipt, part payments and money to refund. */
export function PaybillPayments({ panel }: { panel: OrderPaybillView | null }) {
  if (!panel) return null;
  return (
    <ConsoleCard title={`Paybill ${panel.paybill} payments`}>
      {panel.payments.length === 0 ? (
        <p className="text-sm text-ink-muted">No Paybill payment has come in for this order.</p>
      ) : (
        <>
          <ul className="divide-y divide-line text-sm">
            {panel.payments.map((payment) => (
              <li key={payment.receipt} className="py-2">
                <p className="flex flex-wrap justify-between gap-2">
                  <span className="font-medium">
                    {formatPrice(payment.amountCents, 'KES')} · receipt {payment.receipt}
                  </span>
                  <span className="text-ink-muted">{formatShopDateTime(payment.paidAt)}</span>
                </p>
                <p className="text-xs text-ink-muted">
                  {paybillPaymentLabel(payment)}
                  {payment.assignedByStaff && ' · assigned from the unmatched list'}
                </p>
              </li>
            ))}
          </ul>
          <p className="mt-3 border-t border-line pt-3 text-sm font-medium">
            {panel.dueCents > 0
              ? `Part paid: ${formatPrice(panel.paidCents, 'KES')} received, ${formatPrice(panel.dueCents, 'KES')} still to pay.`
              : `${formatPrice(panel.paidCents, 'KES')} received by Paybill.`}
          </p>
        </>
      )}
    </ConsoleCard>
  );
}
