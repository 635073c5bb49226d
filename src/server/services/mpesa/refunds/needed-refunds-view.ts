// The console's Refunds screen (money still owed back) through its two doors, both from
// refunds.neededView: GET /api/admin/refunds/needed as JSON, amounts as KES strings; and the page's
// loader data, amounts in cents, with whether refunds can be sent at all.
import { centsToDecimalString } from '../../../../core/money';
import type { NeededRefund } from './read';

/** The Refunds screen: every payment owed back, and whether the initiator settings allow sending. */
export interface NeededRefundsView {
  available: boolean;
  needed: NeededRefund[];
}

export function toNeededRefundJson(needed: NeededRefund) {
  return {
    paymentKind: needed.kind,
    paymentId: needed.paymentId,
    orderNumber: needed.orderNumber,
    receipt: needed.receipt,
    why: needed.why,
    paid: centsToDecimalString(needed.paidCents),
    owed: centsToDecimalString(needed.owedCents),
    paidAt: needed.paidAt.toISOString(),
  };
}

/** API callers ask M-Pesa themselves, so the JSON leaves out whether the console can. */
export function toNeededRefundsJson(view: NeededRefundsView) {
  return { payments: view.needed.map(toNeededRefundJson) };
}

export function toNeededRefundsPage({ available, needed }: NeededRefundsView) {
  return { available, needed };
}
