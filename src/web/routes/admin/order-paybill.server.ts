// The order page's Paybill panel: the order's payments by Paybill and what it still needs.
import type { Services } from '../../../server/services';

export async function paybillPaymentsOf(services: Services, order: { id: number; kind: string }) {
  if (order.kind !== 'retail') return null;
  const [rows, balance] = await Promise.all([
    services.c2b.ofOrder(order.id),
    services.c2b.balanceOf(order.id),
  ]);
  return {
    paybill: services.c2b.paybillShortcode,
    paidCents: balance?.paidCents ?? 0,
    dueCents: balance?.dueCents ?? 0,
    payments: rows.map((row) => ({
      receipt: row.transId,
      amountCents: row.amountCents,
      excessCents: row.excessCents,
      paidAt: row.createdAt.toISOString(),
      assignedByStaff: row.assignedByUserId !== null,
    })),
  };
}
