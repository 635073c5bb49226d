// Pay Later's mails: the shop's alert to call the customer, and the customer's word that the order
// is in and the call is coming.
import { formatPrice } from '../../../../core/currency-format';
import type { OrderPickupPoint } from '../../../../core/order-delivery';
import type { Mail } from '../../../integrations/mail/mail';
import type { DbExecutor } from '../../../db/executor';
import { brandedMail, enqueueMail } from '../../notifications';
import type { OrdersContext } from '../context';
import { mailCustomer } from '../customer-mail';
import {
  customerMail,
  DELIVERY_TIMES,
  orderBlock,
  orderEventMail,
  trackingLink,
  type OrderMailSettings,
} from '../mails';
import type { Order } from '../model';
import { pickupPointOf } from '../pickup-point-of';
import { orderMessageSettings } from '../message-settings';

/**
 * An order just became Pay Later (placed so, or switched to it): the shop is told at once, to
 * call within the minutes the settings promise, and the customer hears what happens next. Queued in the move's
 * transaction.
 */
export async function queuePayLaterMails(ctx: OrdersContext, tx: DbExecutor, order: Order, eventId: number) {
  const { mail } = await orderMessageSettings(ctx, tx);
  const point = await pickupPointOf(tx, order);
  await enqueueMail(tx, orderEventMail(eventId, 'shop'), payLaterAlertMail(order, mail, point));
  await mailCustomer(
    ctx,
    tx,
    orderEventMail(eventId, 'customer'),
    payLaterReceivedMail(order, mail, point),
    'pay_later_received',
  );
}

/** To the customer: the order is recorded and the shop will call within the promised minutes. */
function payLaterReceivedMail(
  order: Order,
  settings: OrderMailSettings,
  point: OrderPickupPoint | null,
): Mail {
  return customerMail(
    order,
    settings,
    `Order ${order.orderNumber} received: we will call you within ${settings.payLaterCallMinutes} minutes`,
    [
      `Thank you for your order. You chose Pay Later: we will call you within ${settings.payLaterCallMinutes} minutes to arrange payment.`,
      '',
      `Order number: ${order.orderNumber}`,
      '',
      orderBlock(order, settings.publicUrl, point),
      '',
      DELIVERY_TIMES,
      { kind: 'button', label: 'Track your order', url: trackingLink(settings.publicUrl, order.orderNumber) },
    ],
  );
}

/** To the shop at once for Pay Later: the promise to the customer is a call within the promised minutes. */
function payLaterAlertMail(order: Order, settings: OrderMailSettings, point: OrderPickupPoint | null): Mail {
  return brandedMail(
    {
      to: settings.shopEmail,
      replyTo: order.customerEmail,
      // Subjects are logged: the name and phone are in the text only.
      subject: `Pay Later order ${order.orderNumber}: call the customer within ${settings.payLaterCallMinutes} minutes`,
    },
    {
      greeting: `New Pay Later order ${order.orderNumber}.`,
      body: [
        `Call the customer within ${settings.payLaterCallMinutes} minutes to arrange payment of ${formatPrice(order.totalCents)}.`,
        {
          kind: 'details',
          rows: [
            { label: 'Customer', value: order.customerName },
            { label: 'Phone', value: order.customerPhone },
            { label: 'Email', value: order.customerEmail },
          ],
        },
        '',
        orderBlock(order, settings.publicUrl, point),
        {
          kind: 'button',
          label: 'Open it in the console',
          url: `${settings.publicUrl}/admin/orders/${order.orderNumber}`,
        },
      ],
    },
  );
}
