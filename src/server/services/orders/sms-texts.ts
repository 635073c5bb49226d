// The text messages an order sends. Each fits one SMS segment (160 GSM-7 characters) for the
// shop's order numbers and amounts under a name as long as SPEC's (sms-texts.test.ts): a second
// segment doubles the cost, which the console says beside the shop's name. Plain
// characters only: one curly quote would turn the whole text into UCS-2, 70 characters a segment.
import { plainSmsText, SMS_SINGLE_GSM7, smsSegments, smsUnits } from '../../../core/sms-length';
import type { OrderPickupPoint } from '../../../core/order-delivery';
import { smsShopName } from '../../../core/sms-shop-name';
import type { OrderStatus } from '../../../core/order-status';
import { trackingLink } from './mails';
import type { Order } from './model';
import { paymentMethodInfo } from '../../../core/payment-methods';

export interface OrderSmsSettings {
  publicUrl: string;
  /** Where a shopper pays by M-Pesa Paybill, with the order number as account. */
  paybillShortcode: string;
  /** The owner's phone: Pay Later alerts go there. */
  shopPhone: string;
  /** The Pay Later promise when the text is made (settings.payLater.callWithinMinutes). */
  payLaterCallMinutes: number;
  /** Each text starts with the shop's name when it is made (settings.brand.shopName). */
  shopName: string;
}

/** 'KES 1,500', or 'KES 1,500.50' when there are cents. */
export function smsAmount(cents: number): string {
  const whole = Math.trunc(cents / 100).toLocaleString('en-US');
  const rest = Math.abs(cents % 100);
  return `KES ${whole}${rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`}`;
}

/**
 * To the customer when the order is placed (or switched to Pay Later). A discount is named beside
 * the total when it still fits one segment; the total is what the shopper must know. A pickup order
 * names where to collect it instead: the point, its town and hours, or without the hours when they
 * do not fit, the Pay Later promise said more briefly to make room.
 */
export function orderReceivedSms(
  order: Order,
  settings: OrderSmsSettings,
  point: OrderPickupPoint | null = null,
): string {
  const withSaving = receivedSms(order, settings, { nameSaving: true, brief: false });
  if (point) {
    const whereTo = [`${point.name}, ${point.town}, ${point.hours}.`, `${point.name}, ${point.town}.`];
    for (const where of whereTo) {
      for (const nameSaving of order.discountCents > 0 ? [true, false] : [false]) {
        const text = `${receivedSms(order, settings, { nameSaving, brief: true })} Collect at ${plainSmsText(where)}`;
        if (smsSegments(text) === 1) return text;
      }
    }
  }
  return order.discountCents > 0 && smsUnits(withSaving).units > SMS_SINGLE_GSM7
    ? receivedSms(order, settings, { nameSaving: false, brief: false })
    : withSaving;
}

function receivedSms(
  order: Order,
  settings: OrderSmsSettings,
  { nameSaving, brief }: { nameSaving: boolean; brief: boolean },
): string {
  const saved = nameSaving && order.discountCents > 0 ? ` after ${smsAmount(order.discountCents)} off` : '';
  const received = `${smsShopName(settings.shopName)}: order ${order.orderNumber} received, total ${smsAmount(order.totalCents)}${saved}.`;
  if (paymentMethodInfo(order.paymentMethod).settlement === 'after_call') {
    return brief
      ? `${received} Pay Later: we will call you within ${settings.payLaterCallMinutes} minutes.`
      : `${received} You chose Pay Later: we will call you within ${settings.payLaterCallMinutes} minutes to arrange payment.`;
  }
  return `${received} To pay: M-Pesa Paybill ${settings.paybillShortcode}, account ${order.orderNumber}.`;
}

/** To the customer once payment is in (M-Pesa) or the shop confirms a Pay Later order. */
export function orderConfirmedSms(order: Order, settings: OrderSmsSettings): string {
  return `${smsShopName(settings.shopName)}: order ${order.orderNumber} is confirmed, thank you. Track it: ${trackingLink(
    settings.publicUrl,
    order.orderNumber,
  )}`;
}

/** For the console's moves the customer hears of by text; null for the others. */
export function orderStatusSms(
  order: Order,
  note: string | undefined,
  settings: OrderSmsSettings,
): string | null {
  const status: OrderStatus = order.status;
  if (status === 'confirmed') return orderConfirmedSms(order, settings);
  if (status === 'delivered') {
    return `${smsShopName(settings.shopName)}: order ${order.orderNumber} has been delivered. Thank you for shopping with us!`;
  }
  if (status !== 'shipped') return null;
  const shipped = `${smsShopName(settings.shopName)}: order ${order.orderNumber} is on its way.`;
  return note ? withinOneSegment(`${shipped} Note: `, note) : shipped;
}

/** `start` and as much of `tail` as fits one GSM-7 segment, cut with '...' when it does not. */
export function withinOneSegment(start: string, tail: string): string {
  const plain = plainSmsText(tail).replace(/\s+/g, ' ').trim();
  const whole = `${start}${plain}`;
  // A character outside GSM-7 in the note: two segments are better than a mangled reference.
  if (smsUnits(whole).encoding === 'ucs2' || smsUnits(whole).units <= SMS_SINGLE_GSM7) return whole;
  let cut = plain;
  while (cut.length > 0 && smsUnits(`${start}${cut}...`).units > SMS_SINGLE_GSM7) cut = cut.slice(0, -1);
  return `${start}${cut.trimEnd()}...`;
}
