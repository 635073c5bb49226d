// The console's unmatched Paybill payments through its two doors, both from c2b.unmatchedView:
// GET /api/admin/payments/c2b/unmatched as JSON, and the page's loader data, which names the
// Paybill the payments came to and leaves out the excess and the status. The payer's number stays
// as Daraja masked it; the raw notice stays inside. An assignment answers each door in its words.
import { describeAssignment } from '../../../../core/c2b-outcome';
import type { C2bMatch } from './match';
import type { C2bPaymentRow } from './service';

/** The Unmatched payments screen: the Paybill's number and the payments waiting for an order. */
export interface UnmatchedPaymentsView {
  paybill: string;
  payments: C2bPaymentRow[];
}

export type C2bAssigned = C2bMatch & { transId: string; amountCents: number };

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

export function toUnmatchedPaymentsJson(view: UnmatchedPaymentsView) {
  return { payments: view.payments.map(toC2bPaymentJson) };
}

export function toUnmatchedPaymentsPage(view: UnmatchedPaymentsView) {
  return {
    paybill: view.paybill,
    payments: view.payments.map((row) => ({
      id: row.id,
      receipt: row.transId,
      accountNumber: row.billRefNumber,
      amountCents: row.amountCents,
      payerName: row.payerName,
      msisdn: row.msisdn,
      paidAt: row.createdAt.toISOString(),
    })),
  };
}

export function toC2bAssignedJson(assigned: C2bAssigned) {
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

/** What the page says once a payment is assigned. */
export function c2bAssignedNotice(assigned: C2bAssigned) {
  return describeAssignment({
    outcome: assigned.kind,
    orderNumber: assigned.order.orderNumber,
    amountCents: assigned.amountCents,
    dueCents: assigned.dueCents,
    excessCents: assigned.excessCents,
  });
}
