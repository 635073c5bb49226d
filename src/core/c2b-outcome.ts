// What the console says after a Paybill payment is assigned to an order, and how it labels one
// payment of an order: a part payment, or one with money to refund.
import { formatPrice } from './currency-format';

export interface C2bAssignment {
  outcome: 'paid' | 'part' | 'closed';
  orderNumber: string;
  amountCents: number;
  dueCents: number;
  excessCents: number;
}

const kes = (cents: number) => formatPrice(cents, 'KES');

export function describeAssignment(assigned: C2bAssignment): string {
  const paid = `Assigned ${kes(assigned.amountCents)} to order ${assigned.orderNumber}`;
  switch (assigned.outcome) {
    case 'paid':
      return assigned.excessCents > 0
        ? `${paid}: the order is paid and confirmed. ${kes(assigned.excessCents)} over its total is to be refunded.`
        : `${paid}: the order is paid and confirmed.`;
    case 'part':
      return `${paid} as a part payment: ${kes(assigned.dueCents - assigned.amountCents)} still to pay.`;
    case 'closed':
      return `${paid}, which was already paid or cancelled: the whole ${kes(assigned.amountCents)} is to be refunded.`;
  }
}

/** A payment's line on the order page, beside its amount and receipt. */
export function paybillPaymentLabel(payment: { amountCents: number; excessCents: number }): string {
  if (payment.excessCents === payment.amountCents) return 'Not needed: to refund in full';
  if (payment.excessCents > 0) return `${kes(payment.excessCents)} over the total: to refund`;
  return 'Counted towards the order';
}
