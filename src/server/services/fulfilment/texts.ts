// The texts a parcel sends: the rider's drop, the customer's code when the rider sets out or the
// parcel waits at its point, the courier's tracking link, a delivery done or missed. Plain GSM-7,
// one segment wherever the shop's own words allow it (texts.test.ts); what does not fit is dropped
// from the end of the list of details, never the code.
import { NOT_DELIVERED_LABELS, type NotDeliveredReason } from '../../../core/shipments';
import { plainSmsText, smsSegments } from '../../../core/sms-length';
import { smsShopName } from '../../../core/sms-shop-name';

export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

/** The first of the candidates, longest first, that fits one segment; the last one otherwise. */
function fitted(candidates: readonly string[]): string {
  const plain = candidates.map(plainSmsText);
  return plain.find((text) => smsSegments(text) === 1) ?? plain[plain.length - 1]!;
}

export function riderDropSms(
  shop: string,
  drop: { orderNumber: string; customer: string; area: string; link: string },
) {
  const name = smsShopName(shop);
  return fitted([
    `${name}: delivery ${drop.orderNumber} for ${firstName(drop.customer)}, ${drop.area}. Open for the address and items, then mark it delivered: ${drop.link}`,
    `${name}: delivery ${drop.orderNumber}, ${drop.area}: ${drop.link}`,
  ]);
}

export function riderOnTheWaySms(shop: string, out: { orderNumber: string; rider: string; code: string }) {
  const name = smsShopName(shop);
  const rider = firstName(out.rider);
  return fitted([
    `${name}: ${rider} is on the way with your order ${out.orderNumber}. Give ${rider} this code when you receive it: ${out.code}`,
    `${name}: your order ${out.orderNumber} is on the way. Delivery code: ${out.code}`,
  ]);
}

export function courierOnTheWaySms(
  shop: string,
  out: { orderNumber: string; carrier: string; trackingUrl: string | null },
) {
  const name = smsShopName(shop);
  const track = out.trackingUrl ? ` Track it: ${out.trackingUrl}` : '';
  return fitted([
    `${name}: your order ${out.orderNumber} is on its way with ${out.carrier}.${track}`,
    `${name}: your order ${out.orderNumber} is on its way with ${out.carrier}.`,
  ]);
}

export function readyForPickupSms(
  shop: string,
  ready: { orderNumber: string; point: string; address: string; hours: string; code: string },
) {
  const name = smsShopName(shop);
  const at = `${name}: your order ${ready.orderNumber} is ready at ${ready.point}`;
  const code = `Collection code: ${ready.code}`;
  return fitted([
    `${at}, ${ready.address}. Open ${ready.hours}. ${code}`,
    `${at}, ${ready.address}. ${code}`,
    `${at}. ${code}`,
    `${name}: order ${ready.orderNumber} is ready to collect. ${code}`,
  ]);
}

export function deliveredSms(shop: string, orderNumber: string, at: string) {
  return fitted([`${smsShopName(shop)}: your order ${orderNumber} was delivered at ${at}. Thank you!`]);
}

export function notDeliveredSms(shop: string, orderNumber: string, reason: NotDeliveredReason) {
  const why = reason === 'other' ? '' : ` (${NOT_DELIVERED_LABELS[reason].toLowerCase()})`;
  return fitted([
    `${smsShopName(shop)}: we could not deliver your order ${orderNumber} today${why}. We will call you to arrange another time.`,
  ]);
}

export function notDeliveredShopSms(
  shop: string,
  missed: { orderNumber: string; rider: string; reason: NotDeliveredReason },
) {
  return fitted([
    `${smsShopName(shop)}: ${missed.orderNumber} NOT delivered by ${firstName(missed.rider)}: ${NOT_DELIVERED_LABELS[missed.reason]}. Send it again or take it back in the console.`,
    `${smsShopName(shop)}: ${missed.orderNumber} not delivered: ${NOT_DELIVERED_LABELS[missed.reason]}.`,
  ]);
}
