// Chat links to the shop's WhatsApp (SPEC §7, DESIGN.md §6): plain wa.me links with a prefilled,
// URL-encoded message. The number comes from configuration.
import { formatPrice } from './currency-format';
import type { CurrencySettings } from './exchange-rates';

/** `shopName` here and below is the owner's (settings.brand.shopName). */
export function generalEnquiryText(shopName: string): string {
  return `Hello ${shopName}! I'm interested in your shea butter products. Could you help me?`;
}

/** wa.me wants the international number as digits only: no '+', spaces or dashes. */
export function whatsappLink(number: string, text: string): string {
  const digits = number.replace(/\D/g, '');
  if (digits === '') throw new Error(`WhatsApp number has no digits: ${JSON.stringify(number)}`);
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}

/** '254700123456' -> '+254 700 123 456', the way Kenyan numbers are read aloud. */
export function displayPhoneNumber(number: string): string {
  return `+${number.slice(0, 3)} ${number.slice(3, 6)} ${number.slice(6, 9)} ${number.slice(9)}`.trim();
}

export function generalEnquiryLink(number: string, shopName: string): string {
  return whatsappLink(number, generalEnquiryText(shopName));
}

export interface ProductForChat {
  id: number;
  name: string;
  priceCents: number;
  /** The size chosen, e.g. "250 g". */
  size?: string;
}

/** The order message: product name, price in the shopper's currency, product id, a request for help. */
export function productOrderText(
  product: ProductForChat,
  currencyCode: string,
  currencies: CurrencySettings,
  shopName: string,
): string {
  return [
    `Hello ${shopName}! I'd like to order this product:`,
    '',
    `Product: ${product.name}`,
    ...(product.size ? [`Size: ${product.size}`] : []),
    `Price: ${formatPrice(product.priceCents, currencyCode, currencies)}`,
    `Product ID: ${product.id}`,
    '',
    'Please help me with my order.',
  ].join('\n');
}

export function productOrderLink(
  number: string,
  product: ProductForChat,
  currencyCode: string,
  currencies: CurrencySettings,
  shopName: string,
): string {
  return whatsappLink(number, productOrderText(product, currencyCode, currencies, shopName));
}

/**
 * A customer's phone as typed (0712 345 678, +254 712 345678) in international digits for wa.me
 * and tel: links; a local Kenyan number gets 254 in place of its 0. Null when there are too few digits.
 */
export function internationalDigits(phone: string): string | null {
  let digits = phone.replace(/\D/g, '');
  if (/^0\d{9}$/.test(digits)) digits = `254${digits.slice(1)}`;
  return digits.length >= 10 ? digits : null;
}
