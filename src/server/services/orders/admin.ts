// What the shop's staff do to orders of either kind: accept a wholesale order, confirm a retail one
// whose payment was arranged (Pay Later), move orders along (processing, shipped, delivered), or
// cancel them. Each move is in the order's history and, with the admin who made it, in the audit log.
import { and, eq, type SQL } from 'drizzle-orm';
import type { OrderKind } from '../../../core/order-kinds';
import type { OrderStatus } from '../../../core/order-status';
import type { DbExecutor } from '../../db/executor';
import { orders } from './tables';
import { recordAudit } from '../audit';
import { ServiceError } from '../errors';
import { enqueueMail } from '../notifications';
import type { OrdersContext } from './context';
import { orderEventMail } from './mails';
import { orderMessageSettings } from './message-settings';
import type { Order } from './model';
import { writeOrderNote } from './notes';
import { queueStatusSms } from './sms';
import { orderStatusMail } from './status-mail';
import { pickupPointOf } from './pickup-point-of';
import { lockOrder, writeTransition } from './transition';
import { normaliseOrderNumber } from '../../../core/order-number';

export type OrderRef = { id: number } | { orderNumber: string; kind?: OrderKind };

export interface StaffMove {
  adminId: number;
  /** Kept in the order's history, e.g. a courier's tracking reference for 'shipped'. */
  note?: string;
}

function refWhere(ref: OrderRef): SQL | undefined {
  if ('id' in ref) return eq(orders.id, ref.id);
  return and(
    eq(orders.orderNumber, normaliseOrderNumber(ref.orderNumber)),
    ref.kind ? eq(orders.kind, ref.kind) : undefined,
  );
}

/** Moves one order and tells its customer by mail and text, queued with the move. */
export async function moveOrderStatus(
  ctx: OrdersContext,
  ref: OrderRef,
  to: OrderStatus,
  move: StaffMove,
): Promise<Order> {
  return ctx.db.transaction(async (tx) => {
    const current = await lockOrder(tx, refWhere(ref)!);
    if (!current) {
      throw new ServiceError(
        'not_found',
        'kind' in ref && ref.kind === 'wholesale' ? 'Wholesale order not found' : 'Order not found',
      );
    }
    return moveLockedOrder(ctx, tx, current, to, move);
  });
}

export interface LockedMove {
  /** Null when no admin moved it: a rider's delivery, a pickup point's handover. */
  adminId: number | null;
  /** Who the order's history names: 'admin', 'rider'. */
  actor?: string;
  note?: string;
  /**
   * False when the caller texts the customer itself: a shipment's own text says more (the rider,
   * the code) than the order's status text would.
   */
  text?: boolean;
  /** False for a step the order passes through on its way further in the same change. */
  mail?: boolean;
}

/**
 * The move of an order the caller locked in its transaction (lockOrder), with its history, audit,
 * invoice and mails: the console's moves and a shipment's changes both come through here.
 */
export async function moveLockedOrder(
  ctx: OrdersContext,
  tx: DbExecutor,
  current: Order,
  to: OrderStatus,
  { adminId, actor = 'admin', note, text = true, mail: sendMail = true }: LockedMove,
): Promise<Order> {
  const { order: moved, eventId } = await writeTransition(tx, current, to, {
    actor,
    ...(note ? { note } : {}),
  });
  if (moved.status === 'confirmed') await ctx.sales?.orderConfirmed(tx, moved);
  if (moved.status === 'cancelled') await ctx.sales?.orderCancelled(tx, moved);
  await recordAudit(tx, {
    actorUserId: adminId,
    action: 'order.status_changed',
    entityType: 'order',
    entityId: current.orderNumber,
    before: { status: current.status },
    after: { status: to },
    details: { kind: current.kind, ...(note ? { note } : {}) },
  });
  if (sendMail) {
    const point = await pickupPointOf(tx, moved);
    const mail = orderStatusMail(moved, note, (await orderMessageSettings(ctx, tx)).mail, point);
    if (mail) await enqueueMail(tx, orderEventMail(eventId, 'customer'), mail);
  }
  if (text) await queueStatusSms(ctx, tx, moved, note, eventId);
  return moved;
}

export interface BulkMoveResult {
  orderNumber: string;
  ok: boolean;
  /** Why an order was left as it was. */
  message?: string;
}

/** Each order moves on its own, so one that cannot move does not hold back the others. */
export async function moveOrdersInBulk(
  ctx: OrdersContext,
  orderNumbers: readonly string[],
  to: OrderStatus,
  by: StaffMove,
): Promise<BulkMoveResult[]> {
  const results: BulkMoveResult[] = [];
  for (const orderNumber of new Set(orderNumbers.map(normaliseOrderNumber))) {
    try {
      await moveOrderStatus(ctx, { orderNumber }, to, by);
      results.push({ orderNumber, ok: true });
    } catch (error) {
      if (!(error instanceof ServiceError)) throw error;
      results.push({ orderNumber, ok: false, message: error.message });
    }
  }
  return results;
}

/** The shop's own note on an order, kept with the order and in the activity log. */
export async function addOrderNote(
  ctx: OrdersContext,
  orderNumber: string,
  body: string,
  adminId: number,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [order] = await tx
      .select({ id: orders.id, orderNumber: orders.orderNumber })
      .from(orders)
      .where(eq(orders.orderNumber, normaliseOrderNumber(orderNumber)));
    if (!order) throw new ServiceError('not_found', 'Order not found');
    await writeOrderNote(tx, { orderId: order.id, authorUserId: adminId, body });
    await recordAudit(tx, {
      actorUserId: adminId,
      action: 'order.note_added',
      entityType: 'order',
      entityId: order.orderNumber,
      details: { note: body },
    });
  });
}
