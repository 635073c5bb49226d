// The mails an order sends: the customer's confirmation and the shop's Pay Later alert.
import { formatPrice } from '../../../core/currency-format';
import { lineTitle } from '../../../core/line-title';
import { multiplyCents } from '../../../core/money';
import type { Mail } from '../../integrations/mail/mail';
import type { Order } from './model';

export interface OrderMailSettings {
  publicUrl: string;
  /** The shop's address customers are given (settings.store.email). */
  shopEmail: string;
  /** The Pay Later promise when the mail is made (settings.payLater.callWithinMinutes). */
  payLaterCallMinutes: number;
}

/** What a mail to a customer quotes whatever it is about; refunds' mails take only this. */
export type CustomerMailSettings = Pick<OrderMailSettings, 'publicUrl' | 'shopEmail'>;

/** The last lines of every mail to a customer. */
export const MAIL_SIGNATURE = ['Heritage Shea', 'Timeless Beauty, Rooted in Nature'] as const;

/** The job key of the mail to `recipient` about one entry of an order's history. */
export function orderEventMail(eventId: number, recipient: 'customer' | 'shop'): string {
  return `order-event:${eventId}:${recipient}`;
}

export function trackingLink(publicUrl: string, orderNumber: string): string {
  return `${publicUrl}/track-order?order=${encodeURIComponent(orderNumber)}`;
}

function summary(order: Order): string[] {
  const lines = order.items.map(
    (item) =>
      `  ${item.quantity} x ${lineTitle(item)} @ ${formatPrice(item.unitPriceCents)} = ${formatPrice(
        multiplyCents(item.unitPriceCents, item.quantity),
      )}`,
  );
  const delivery = order.deliveryFeeCents === 0 ? 'Free' : formatPrice(order.deliveryFeeCents);
  return [
    ...lines,
    '',
    `Subtotal: ${formatPrice(order.subtotalCents)}`,
    `Delivery (${order.deliveryArea}): ${delivery}`,
    ...(order.discountCents > 0
      ? [`Discount (${order.discountCode}): -${formatPrice(order.discountCents)}`]
      : []),
    `Total: ${formatPrice(order.totalCents)}`,
    '',
    'Deliver to:',
    `  ${order.customerName}`,
    `  ${order.deliveryAddress}`,
    `  ${order.deliveryArea}`,
    `  ${order.customerPhone}`,
  ];
}

/** To the customer, once the order is paid (M-Pesa) or recorded as Pay Later. */
export function orderConfirmationMail(order: Order, settings: OrderMailSettings): Mail {
  const payLater = order.status === 'pending_payment';
  const opening = payLater
    ? `Thank you for your order. You chose Pay Later: we will call you within ${settings.payLaterCallMinutes} minutes to arrange payment.`
    : `Thank you for your order. Your M-Pesa payment was received${
        order.transactionId ? ` (receipt ${order.transactionId})` : ''
      } and your order is confirmed.`;
  return customerMail(
    order,
    settings,
    payLater
      ? `Order ${order.orderNumber} received: we will call you within ${settings.payLaterCallMinutes} minutes`
      : `Order ${order.orderNumber} confirmed`,
    [
      opening,
      '',
      `Order number: ${order.orderNumber}`,
      '',
      ...summary(order),
      '',
      'Delivery takes 1-2 business days in Nairobi (Monday to Saturday, 8AM-6PM).',
      `Track your order: ${trackingLink(settings.publicUrl, order.orderNumber)}`,
    ],
  );
}

/** A mail to the order's customer: greeting, `body`, where to ask, the shop's signature. */
export function customerMail(
  order: Order,
  settings: CustomerMailSettings,
  subject: string,
  body: string[],
): Mail {
  const text = [
    `Hello ${order.customerName},`,
    '',
    ...body,
    '',
    `Questions? Reply to this mail or write to ${settings.shopEmail}.`,
    '',
    ...MAIL_SIGNATURE,
  ].join('\n');
  return { to: order.customerEmail, replyTo: settings.shopEmail, subject, text };
}

export interface PaymentReminderMailSettings extends CustomerMailSettings {
  /** The shop's Paybill business number (settings.store.paybillNumber). */
  paybillNumber: string;
  /** When an order left unpaid is cancelled (settings.orders.abandonedAfterHours). */
  cancelAfterHours: number;
}

/**
 * To the customer of an M-Pesa order whose prompt failed, was cancelled or timed out, once: the
 * order is still theirs, and two ways to pay it (a new prompt from the tracking page, or Paybill).
 */
export function paymentReminderMail(order: Order, settings: PaymentReminderMailSettings): Mail {
  return customerMail(order, settings, `Order ${order.orderNumber}: your payment did not go through`, [
    `Your M-Pesa payment for order ${order.orderNumber} did not go through, so the order is not paid yet. We are still holding it for you.`,
    '',
    `To pay now, open your order and press Pay now: we will send a new M-Pesa request for ${formatPrice(order.totalCents)} to your phone.`,
    `  ${trackingLink(settings.publicUrl, order.orderNumber)}`,
    '',
    'Or pay from your M-Pesa menu: Lipa na M-Pesa, Pay Bill,',
    `  Business number: ${settings.paybillNumber}`,
    `  Account number: ${order.orderNumber}`,
    `  Amount: KES ${Math.ceil(order.totalCents / 100).toLocaleString('en-US')}`,
    '',
    ...summary(order),
    '',
    `If you no longer want it, there is nothing to do: an order left unpaid is cancelled after ${settings.cancelAfterHours} hours.`,
  ]);
}

/** To the shop at once for Pay Later: the promise to the customer is a call within the promised minutes. */
export function payLaterAlertMail(order: Order, settings: OrderMailSettings): Mail {
  const text = [
    `New Pay Later order ${order.orderNumber}.`,
    `Call the customer within ${settings.payLaterCallMinutes} minutes to arrange payment of ${formatPrice(order.totalCents)}.`,
    '',
    `Customer: ${order.customerName}`,
    `Phone: ${order.customerPhone}`,
    `Email: ${order.customerEmail}`,
    '',
    ...summary(order),
  ].join('\n');
  return {
    to: settings.shopEmail,
    replyTo: order.customerEmail,
    // Subjects are logged: the name and phone are in the text only.
    subject: `Pay Later order ${order.orderNumber}: call the customer within ${settings.payLaterCallMinutes} minutes`,
    text,
  };
}
