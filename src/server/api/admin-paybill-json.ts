// The fields of a Paybill payment the console's API returns. The payer's number stays as Daraja
// masked it; the raw notice stays inside.
import type { C2bPaymentRow, C2bMatch } from '../services/mpesa';

export function toC2bPaymentJson(row: C2bPaymentRow) {
  return {
    id: row.id,
    receipt: row.transId,
    accountNumber: row.billRefNumber,
    amountCents: row.amountCents,
    excessCents: row.excessCents,
    status: row.status,
    payerName: row.payerName,
    msisdn: row.msisdn,
    paidAt: row.createdAt.toISOString(),
  };
}

export function toC2bAssignedJson(assigned: C2bMatch & { transId: string; amountCents: number }) {
  return {
    receipt: assigned.transId,
    orderNumber: assigned.order.orderNumber,
    orderStatus: assigned.order.status,
    outcome: assigned.kind,
    amountCents: assigned.amountCents,
    dueCents: assigned.dueCents,
    excessCents: assigned.excessCents,
  };
}
