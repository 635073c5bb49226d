// Pay Later's text to the owner: a customer is waiting for the call the settings promise.
import type { DbExecutor } from '../../../db/executor';
import { enqueueSms } from '../../notifications';
import type { OrdersContext } from '../context';
import { orderMessageSettings } from '../message-settings';
import type { Order } from '../model';
import { eventKey } from '../sms';
import { smsAmount, type OrderSmsSettings } from '../sms-texts';

/** A Pay Later order (placed so, or switched to it): the owner is to call the customer. */
export async function queuePayLaterAlertSms(
  ctx: OrdersContext,
  tx: DbExecutor,
  order: Order,
  eventId: number,
) {
  await enqueueSms(tx, {
    key: `${eventKey(eventId)}:shop`,
    orderId: order.id,
    recipient: 'shop',
    to: ctx.smsSettings.shopPhone,
    message: payLaterAlertSms(order, (await orderMessageSettings(ctx, tx)).sms),
  });
}

/** To the owner for each Pay Later order: the customer is to be called within the promised minutes. */
export function payLaterAlertSms(
  order: Order,
  settings: Pick<OrderSmsSettings, 'payLaterCallMinutes'>,
): string {
  return `Pay Later order ${order.orderNumber}, ${smsAmount(order.totalCents)}. Call ${
    order.customerPhone
  } within ${settings.payLaterCallMinutes} minutes to arrange payment.`;
}
