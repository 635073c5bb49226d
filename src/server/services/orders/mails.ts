// The mails an order sends the customer: its confirmation, and the parts every order mail shares.
import { formatPrice } from '../../../core/currency-format';
import { galleryImageVariant } from '../../../core/images';
import { invoicePagePath } from '../../../core/invoice-links';
import { lineTitle } from '../../../core/line-title';
import { DELIVERY_METHOD } from '../../../core/delivery-methods';
import type { MailLine, MailOrder } from '../../../core/mail-content';
import { multiplyCents } from '../../../core/money';
import { orderDeliveryText, type OrderPickupPoint } from '../../../core/order-delivery';
import type { Mail } from '../../integrations/mail/mail';
import { brandedMail } from '../notifications';
import type { Order } from './model';

export interface OrderMailSettings {
  publicUrl: string;
  /** The shop's address customers are given (settings.store.email). */
  shopEmail: string;
  /** The Pay Later promise when the mail is made (settings.payLater.callWithinMinutes). */
  payLaterCallMinutes: number;
  /** eTIMS is on (ETIMS_MODE not off): a confirmed order has a tax invoice to link to. */
  taxInvoices: boolean;
}

/** What a mail to a customer quotes whatever it is about; refunds' mails take only this. */
export type CustomerMailSettings = Pick<OrderMailSettings, 'publicUrl' | 'shopEmail'>;

/** When an order arrives, as every mail to a customer about a new order says it. */
export const DELIVERY_TIMES = 'Delivery takes 1-2 business days in Nairobi (Monday to Saturday, 8AM-6PM).';

/** The job key of the mail to `recipient` about one entry of an order's history. */
export function orderEventMail(eventId: number, recipient: 'customer' | 'shop'): string {
  return `order-event:${eventId}:${recipient}`;
}

export function trackingLink(publicUrl: string, orderNumber: string): string {
  return `${publicUrl}/track-order?order=${encodeURIComponent(orderNumber)}`;
}

/** A line's picture as a mail shows it: small, and at an address a mail client can fetch. */
function mailPicture(image: string, publicUrl: string): string | undefined {
  if (!image.startsWith('/')) return undefined;
  return `${publicUrl}${galleryImageVariant(image, 200, 'webp') ?? image}`;
}

/**
 * Where a confirmed order's KRA tax invoice is: its page, opened with the order's payment token as
 * the proof, or the tracking page (the e-mail is the proof there) for an order without a token.
 * Nothing while eTIMS is off.
 */
export function taxInvoiceLines(order: Order, settings: OrderMailSettings): MailLine[] {
  if (!settings.taxInvoices) return [];
  const url = order.paymentToken
    ? `${settings.publicUrl}${invoicePagePath(order.orderNumber, { paymentToken: order.paymentToken })}`
    : trackingLink(settings.publicUrl, order.orderNumber);
  return ['', `Your tax invoice (KRA eTIMS): ${url}`];
}

/** The fee's name: 'Delivery' for the shop's rider, as mails always said, else the method's. */
function deliveryWord(order: Order): string {
  return order.deliveryMethod === DELIVERY_METHOD.rider
    ? 'Delivery'
    : orderDeliveryText(order.deliveryMethod, null);
}

/** Where the order goes: the customer's address, or the pickup point they collect from. */
function deliverTo(order: Order, point: OrderPickupPoint | null): string[] {
  if (order.deliveryMethod !== DELIVERY_METHOD.pickupPoint) {
    return [order.customerName, order.deliveryAddress, order.deliveryArea, order.customerPhone];
  }
  const where = point
    ? [`Collect from ${point.name}`, point.address, `${point.town}, open ${point.hours}`]
    : [orderDeliveryText(order.deliveryMethod, null), order.deliveryArea];
  return [order.customerName, ...where, order.customerPhone];
}

/**
 * The order's lines, sums and where it goes, as every order mail shows them; a pickup order's point
 * is named when the caller read it (pickup-point-of.ts).
 */
export function orderBlock(
  order: Order,
  publicUrl: string,
  point: OrderPickupPoint | null = null,
): MailOrder {
  return {
    kind: 'order',
    lines: order.items.map((item) => ({
      title: lineTitle(item),
      quantity: item.quantity,
      unitPrice: formatPrice(item.unitPriceCents),
      lineTotal: formatPrice(multiplyCents(item.unitPriceCents, item.quantity)),
      picture: mailPicture(item.image, publicUrl),
    })),
    sums: [
      { label: 'Subtotal', value: formatPrice(order.subtotalCents) },
      {
        label: `${deliveryWord(order)} (${order.deliveryArea})`,
        value: order.deliveryFeeCents === 0 ? 'Free' : formatPrice(order.deliveryFeeCents),
      },
      ...(order.discountCents > 0
        ? [{ label: `Discount (${order.discountCode})`, value: `-${formatPrice(order.discountCents)}` }]
        : []),
      { label: 'Total', value: formatPrice(order.totalCents) },
    ],
    deliverTo: deliverTo(order, point),
  };
}

/** To the customer, once the order is paid. */
export function orderConfirmationMail(
  order: Order,
  settings: OrderMailSettings,
  point: OrderPickupPoint | null = null,
): Mail {
  return customerMail(order, settings, `Order ${order.orderNumber} confirmed`, [
    `Thank you for your order. Your M-Pesa payment was received${
      order.transactionId ? ` (receipt ${order.transactionId})` : ''
    } and your order is confirmed.`,
    '',
    `Order number: ${order.orderNumber}`,
    '',
    orderBlock(order, settings.publicUrl, point),
    ...taxInvoiceLines(order, settings),
    '',
    DELIVERY_TIMES,
    { kind: 'button', label: 'Track your order', url: trackingLink(settings.publicUrl, order.orderNumber) },
  ]);
}

/**
 * A branded mail to the order's customer: greeting, `body`, where to ask, the shop's signature.
 * The text part is written now; the HTML part from the same content when the mail is sent.
 */
export function customerMail(
  order: Order,
  settings: CustomerMailSettings,
  subject: string,
  body: MailLine[],
): Mail {
  return brandedMail(
    { to: order.customerEmail, replyTo: settings.shopEmail, subject },
    {
      greeting: `Hello ${order.customerName},`,
      body,
      footer: [`Questions? Reply to this mail or write to ${settings.shopEmail}.`],
    },
  );
}
