// Daraja's answers to a reversal: its result (success or failure) and its queue timeout. Each
// moves a refund out of 'pending' with one conditional UPDATE, so a result posted twice, or a
// result and a timeout racing, changes it once. A success, in that same transaction and under the
// order's row lock, puts back the units the owner said came back (no more than are still out: two
// results racing, or a cancellation before, cannot put a unit back twice), notes it on the order,
// queues the customer's mail and SMS, and writes the log.
import { and, eq, inArray, or } from 'drizzle-orm';
import { formatPrice } from '../../../../core/currency-format';
import { lineTitle } from '../../../../core/line-title';
import type { RefundState } from '../../../../core/refund-states';
import type { DbExecutor } from '../../../db/executor';
import type { OrderLineSnapshot } from '../../../../core/order-lines';
import { refunds } from '../tables';
import type { DarajaResultBody } from '../../../integrations/mpesa/result-body';
import { readAfterInFlight } from '../../../lib/read-after-in-flight';
import { recordAudit } from '../../audit';
import { enqueueMail, enqueueCustomerSms } from '../../notifications';
import { lockOrderForPayment, writeOrderNote } from '../../orders';
import type { RefundRow, RefundsContext } from './context';
import { refundMail, refundSms } from './messages';
import { keptOnOrderCents } from './payment';
import { type StockLine, returnUnits } from '../../catalogue';
import { unitsAtShop } from '../../fulfilment';

export type RefundOutcome = 'unknown' | 'already_settled' | Exclude<RefundState, 'pending'>;

export async function settleRefund(ctx: RefundsContext, result: DarajaResultBody): Promise<RefundOutcome> {
  const refund = await findRefund(ctx, result);
  if (!refund) return 'unknown';
  const succeeded = result.resultCode === '0';
  return ctx.db.transaction(async (tx) => {
    const moved = await leavePending(tx, refund.id, {
      state: succeeded ? 'succeeded' : 'failed',
      resultCode: result.resultCode,
      resultDesc: result.resultDesc,
      reversalTransactionId: succeeded && result.transactionId ? result.transactionId : null,
    });
    if (!moved) return 'already_settled';
    await recordAudit(tx, {
      actorUserId: null,
      action: succeeded ? 'refund.succeeded' : 'refund.failed',
      entityType: 'refund',
      entityId: moved.id,
      details: {
        receipt: moved.transactionId,
        amountCents: moved.amountCents,
        resultCode: result.resultCode,
        resultDesc: result.resultDesc,
        reversalReceipt: moved.reversalTransactionId,
      },
    });
    if (succeeded && moved.orderId !== null) await tellAndRestock(ctx, tx, moved);
    return moved.state as 'succeeded' | 'failed';
  });
}

/**
 * The timeout post carries the request's ids (as the simulator sends it), or the original request
 * body: then the pending refund of that receipt and amount is the one that timed out.
 */
export async function timeOutRefund(
  ctx: RefundsContext,
  ids: DarajaResultBody | null,
  request: { transactionId: string; amountKes: number } | null,
): Promise<RefundOutcome> {
  const refund = ids ? await findRefund(ctx, ids) : request ? await findByRequest(ctx, request) : null;
  if (!refund) return 'unknown';
  return ctx.db.transaction(async (tx) => {
    const moved = await leavePending(tx, refund.id, {
      state: 'timed_out',
      resultCode: ids?.resultCode ?? null,
      resultDesc: ids?.resultDesc || 'M-Pesa did not process the reversal in time',
    });
    if (!moved) return 'already_settled';
    await recordAudit(tx, {
      actorUserId: null,
      action: 'refund.timed_out',
      entityType: 'refund',
      entityId: moved.id,
      details: { receipt: moved.transactionId, amountCents: moved.amountCents },
    });
    return 'timed_out';
  });
}

/** The one way out of 'pending'; undefined when another answer moved the refund first. */
async function leavePending(
  tx: DbExecutor,
  refundId: number,
  changes: Pick<typeof refunds.$inferInsert, 'state' | 'resultCode' | 'resultDesc' | 'reversalTransactionId'>,
): Promise<RefundRow | undefined> {
  const [moved] = await tx
    .update(refunds)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(refunds.id, refundId), eq(refunds.state, 'pending')))
    .returning();
  return moved;
}

async function tellAndRestock(ctx: RefundsContext, tx: DbExecutor, refund: RefundRow) {
  // The lock queues this with other results for the order, so two cannot both restock.
  const order = await lockOrderForPayment(tx, refund.orderId!);
  if (!order) return;
  // A parcel may have left since the refund was asked for: its units are not on the shelf.
  const units = await unitsAtShop(tx, order);
  const onShelf = refund.restockItems.map((line) => {
    const atShop = units.find((unit) => unit.variantId === line.variantId)?.atShop ?? 0;
    return { ...line, quantity: Math.min(line.quantity, atShop) };
  });
  const restocked = await returnUnits(tx, order, onShelf, { refundId: refund.id });
  if (restocked.length > 0) await ctx.onRestocked?.(tx, order, refund.requestedByUserId);
  const amount = formatPrice(refund.amountCents);
  const reference = refund.reversalTransactionId ? ` (M-Pesa ${refund.reversalTransactionId})` : '';
  await writeOrderNote(tx, {
    orderId: order.id,
    authorUserId: refund.requestedByUserId,
    body: `Refunded ${amount} to M-Pesa${reference}. Reason: ${refund.reason}${restockNote(order.items, refund.restockItems, restocked)}`,
  });
  const message = { amountCents: refund.amountCents, reversalReceipt: refund.reversalTransactionId };
  const { store, brand } = await ctx.settings.readFresh(tx);
  const mailSettings = { ...ctx.mailSettings, shopEmail: store.email };
  await enqueueMail(tx, `refund:${refund.id}:customer`, refundMail(order, mailSettings, message));
  await enqueueCustomerSms(tx, order, `refund:${refund.id}`, refundSms(order, message, brand.shopName));
  await ctx.onRefunded?.refundSettled(tx, {
    id: refund.id,
    orderId: order.id,
    amountCents: refund.amountCents,
    keptCents: await keptOnOrderCents(tx, order.id),
    reason: refund.reason,
  });
}

/** '. Back in stock: 1 × Raw Shea Butter (250 g).', and when fewer went back than asked, why. */
function restockNote(
  items: readonly OrderLineSnapshot[],
  asked: readonly StockLine[],
  back: readonly StockLine[],
): string {
  if (asked.every((line) => line.quantity === 0)) return '';
  const name = (line: StockLine) => {
    const item = items.find((i) => i.variantId === line.variantId);
    return item ? lineTitle(item) : `product ${line.productId}`;
  };
  const listed = back.map((line) => `${line.quantity} × ${name(line)}`).join(', ');
  const askedUnits = asked.reduce((sum, line) => sum + line.quantity, 0);
  const backUnits = back.reduce((sum, line) => sum + line.quantity, 0);
  if (backUnits === 0) return '. Nothing put back in stock: those units were back already.';
  const short = backUnits < askedUnits ? ' (the rest were back already)' : '';
  return `. Back in stock: ${listed}${short}.`;
}

/** By Daraja's ids; a result that outran the storing of them waits for this process's sends. */
async function findRefund(ctx: RefundsContext, ids: DarajaResultBody): Promise<RefundRow | undefined> {
  const read = async () => {
    const matches = [
      ...(ids.originatorConversationId
        ? [eq(refunds.originatorConversationId, ids.originatorConversationId)]
        : []),
      ...(ids.conversationId ? [eq(refunds.conversationId, ids.conversationId)] : []),
    ];
    if (matches.length === 0) return undefined;
    const [row] = await ctx.db
      .select()
      .from(refunds)
      .where(or(...matches));
    return row;
  };
  const refund = await readAfterInFlight(ctx.sending, read);
  if (!refund)
    ctx.log.warn(
      { conversationId: ids.conversationId },
      'M-Pesa reversal answer for an unknown request ignored',
    );
  return refund;
}

async function findByRequest(ctx: RefundsContext, request: { transactionId: string; amountKes: number }) {
  const [row] = await ctx.db
    .select()
    .from(refunds)
    .where(
      and(
        eq(refunds.transactionId, request.transactionId),
        eq(refunds.amountCents, Math.round(request.amountKes * 100)),
        inArray(refunds.state, ['pending']),
      ),
    )
    .orderBy(refunds.id)
    .limit(1);
  return row;
}
