// The text messages of an order's events, queued in the transaction of the move that causes them
// and keyed by its history entry (`order-event:{id}:customer|shop`): one event, one message,
// however often the move is retried. They sit beside the mails of the same events.
import type { DbExecutor } from '../../db/executor';
import type { OrdersContext } from './context';
import type { Order } from './model';
import { enqueueCustomerSms } from '../notifications';
import { orderConfirmedSms, orderReceivedSms, orderStatusSms } from './sms-texts';
import { orderMessageSettings } from './message-settings';
import { pickupPointOf } from './pickup-point-of';

// Anybody placing an order chooses the phone it is sent to: a few an hour per number, so the shop
// cannot be used to flood someone's phone (or its own SMS balance). Counted in the transaction.
export const CUSTOMER_SMS_PER_RECIPIENT = { name: 'sms:recipient', max: 5, windowMs: 60 * 60 * 1000 };

/** The job key of the texts about one entry of an order's history (`:shop` for the owner's). */
export const eventKey = (eventId: number) => `order-event:${eventId}`;

/** Placed, or switched to Pay Later: the customer hears the order is in and how to pay for it. */
export async function queueOrderReceivedSms(
  ctx: OrdersContext,
  tx: DbExecutor,
  order: Order,
  eventId: number,
) {
  const { sms } = await orderMessageSettings(ctx, tx);
  const message = orderReceivedSms(order, sms, await pickupPointOf(tx, order));
  await queueCustomerSmsWithinLimit(ctx, tx, order, eventKey(eventId), message);
}

/** A text anybody can cause with an order's phone: counted per phone, skipped past the limit. */
export async function queueCustomerSmsWithinLimit(
  ctx: OrdersContext,
  tx: DbExecutor,
  order: Order,
  event: string,
  message: string,
) {
  if (order.smsOptOut) return;
  const phone = order.customerPhone.replace(/\D/g, '');
  const check = await ctx.limits.hit(CUSTOMER_SMS_PER_RECIPIENT, phone, tx);
  if (!check.allowed) {
    ctx.log.warn({ order: order.orderNumber }, 'order SMS skipped: too many messages to one phone this hour');
    return;
  }
  await enqueueCustomerSms(tx, order, event, message);
}

/** Payment received: the order is confirmed. */
export async function queueConfirmedSms(ctx: OrdersContext, tx: DbExecutor, order: Order, eventId: number) {
  await enqueueCustomerSms(
    tx,
    order,
    eventKey(eventId),
    orderConfirmedSms(order, (await orderMessageSettings(ctx, tx)).sms),
  );
}

/** A move from the console the customer hears of by text (confirmed, shipped, delivered). */
export async function queueStatusSms(
  ctx: OrdersContext,
  tx: DbExecutor,
  order: Order,
  note: string | undefined,
  eventId: number,
) {
  const message = orderStatusSms(order, note, (await orderMessageSettings(ctx, tx)).sms);
  if (message) await enqueueCustomerSms(tx, order, eventKey(eventId), message);
}
