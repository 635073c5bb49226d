// A prompt sent before a Paybill part payment can still succeed: it charges the whole total, so
// what the order's Paybill payments had paid towards it is now money to give back.
import { and, eq, lt, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/executor';
import { mpesaC2bPayments } from '../tables';
import { recordAudit } from '../../audit';

/** Marks the whole of the order's matched Paybill payments for refund; returns how many moved. */
export async function paybillSupersededByPrompt(executor: DbExecutor, orderId: number): Promise<number> {
  const moved = await executor
    .update(mpesaC2bPayments)
    .set({ excessCents: sql`${mpesaC2bPayments.amountCents}`, updatedAt: new Date() })
    .where(
      and(
        eq(mpesaC2bPayments.orderId, orderId),
        eq(mpesaC2bPayments.status, 'matched'),
        lt(mpesaC2bPayments.excessCents, mpesaC2bPayments.amountCents),
      ),
    )
    .returning({ transId: mpesaC2bPayments.transId, amountCents: mpesaC2bPayments.amountCents });
  for (const payment of moved) {
    await recordAudit(executor, {
      actorUserId: null,
      action: 'c2b_payment.superseded',
      entityType: 'c2b_payment',
      entityId: payment.transId,
      details: {
        orderId,
        excessCents: payment.amountCents,
        reason: 'the order was paid in full by M-Pesa prompt',
      },
    });
  }
  return moved.length;
}
