// What the customer of an M-Pesa order whose prompt failed is told, once (payment-reminders.ts says
// when): the order is still theirs, and two ways to pay it. Written from the shop's settings of the
// moment the reminder is queued.
import { formatPrice } from '../../../../core/currency-format';
import { chargeKes } from '../../../../core/money';
import type { ShopSettings } from '../../../../core/shop-settings-values';
import { smsShopName } from '../../../../core/sms-shop-name';
import type { Mail } from '../../../integrations/mail/mail';
import {
  customerMail,
  orderBlock,
  smsAmount,
  trackingLink,
  type CustomerMailSettings,
  type Order,
  type PaymentReminder,
} from '../../orders';

/** The mail and the text of one order's reminder. */
export function paymentReminder(order: Order, settings: ShopSettings, publicUrl: string): PaymentReminder {
  return {
    mail: paymentReminderMail(order, {
      publicUrl,
      shopEmail: settings.store.email,
      paybillNumber: settings.store.paybillNumber,
      cancelAfterHours: settings.orders.abandonedAfterHours,
    }),
    sms: paymentReminderSms(order, { publicUrl, shopName: settings.brand.shopName }),
  };
}

interface PaymentReminderMailSettings extends CustomerMailSettings {
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
    { kind: 'button', label: 'Open your order', url: trackingLink(settings.publicUrl, order.orderNumber) },
    '',
    'Or pay from your M-Pesa menu (Lipa na M-Pesa, Pay Bill) with these details:',
    {
      kind: 'details',
      rows: [
        { label: 'Business number', value: settings.paybillNumber },
        { label: 'Account number', value: order.orderNumber },
        { label: 'Amount', value: `KES ${chargeKes(order.totalCents).toLocaleString('en-US')}` },
      ],
    },
    '',
    orderBlock(order, settings.publicUrl),
    '',
    `If you no longer want it, there is nothing to do: an order left unpaid is cancelled after ${settings.cancelAfterHours} hours.`,
  ]);
}

/** Once, to an M-Pesa customer whose prompt failed: the order waits, and the link pays it. */
export function paymentReminderSms(order: Order, settings: { publicUrl: string; shopName: string }): string {
  return `${smsShopName(settings.shopName)}: the M-Pesa payment for order ${order.orderNumber} did not go through. To pay ${smsAmount(
    order.totalCents,
  )}: ${trackingLink(settings.publicUrl, order.orderNumber)}`;
}
