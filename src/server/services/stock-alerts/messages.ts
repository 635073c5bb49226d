// What the stock alerts say: to a waiting shopper once their product is back, and to the owner when
// a size sells down to the low-stock threshold. Texts stay plain GSM-7 (a curly quote would make the
// whole text UCS-2, 70 characters a segment).
import { plainSmsText } from '../../../core/sms-length';
import { smsShopName } from '../../../core/sms-shop-name';
import type { Mail } from '../../integrations/mail/mail';
import { brandedMail } from '../notifications';

export interface RestockedProduct {
  id: number;
  name: string;
}

export const productLink = (publicUrl: string, product: RestockedProduct, variantId: number | null) =>
  `${publicUrl}/product/${product.id}${variantId === null ? '' : `?size=${variantId}`}`;

export const stopLink = (publicUrl: string, token: string) =>
  `${publicUrl}/back-in-stock/unsubscribe?token=${token}`;

/** Sent once a shopper's product is back; they are off the list by then. */
export function backInStockMail(to: string, product: RestockedProduct, link: string, stop: string): Mail {
  // Subjects are logged: the product's name, never the address.
  return brandedMail(
    { to, subject: `${product.name} is back in stock` },
    {
      greeting: 'Hello,',
      body: [
        `Good news: ${product.name} is back in stock.`,
        { kind: 'button', label: 'Order it here', url: link },
      ],
      footer: [
        'You asked us to tell you once; we have now taken your address off the list for this product.',
        `To stop every other back-in-stock message you asked for, open ${stop}`,
      ],
    },
  );
}

/** `shop` is the shop's name (settings.brand) where the text is made. */
export function backInStockSms(product: RestockedProduct, link: string, stop: string, shop: string): string {
  return plainSmsText(
    `${smsShopName(shop)}: ${product.name} is back in stock. Order: ${link} Stop alerts: ${stop}`,
  );
}

/** Sent when a shopper starts waiting by e-mail: what happens next, and how to stop it. */
export function waitingMail(to: string, product: RestockedProduct, stop: string): Mail {
  return brandedMail(
    { to, subject: `We will tell you when ${product.name} is back` },
    {
      greeting: 'Hello,',
      body: [
        `You asked us to tell you when ${product.name} is back in stock.`,
        'We will send you one message then, and keep your address for nothing else.',
      ],
      footer: [`Changed your mind? Open ${stop}`],
    },
  );
}

export interface LowSize {
  name: string;
  size: string;
  stock: number;
}

const sizeName = (low: LowSize) => (low.size ? `${low.name} (${low.size})` : low.name);
const units = (n: number) => `${n} unit${n === 1 ? '' : 's'}`;

/** To the owner: one size of a product sold down to the threshold. */
export function lowStockMail(to: string, low: LowSize, threshold: number, consoleLink: string): Mail {
  return brandedMail(
    { to, subject: `Low stock: ${sizeName(low)}, ${units(low.stock)} left` },
    {
      greeting: 'Hello,',
      body: [
        `${sizeName(low)} is down to ${units(low.stock)} (your low-stock mark is ${threshold}).`,
        { kind: 'button', label: 'Restock it in the console', url: consoleLink },
      ],
    },
  );
}

export function lowStockSms(low: LowSize, shop: string): string {
  return plainSmsText(`${smsShopName(shop)}: low stock, ${sizeName(low)} has ${units(low.stock)} left.`);
}
