// Links the console offers to answer a customer: reply by mail, call, or chat on WhatsApp.
import { whatsappLink } from './whatsapp';

/** `mailto:` with the subject "Re: …" and a greeting, as a mail program fills a reply. */
export function replyMailto(email: string, subject: string, firstName: string): string {
  const params = new URLSearchParams({ subject: `Re: ${subject}`, body: `Hello ${firstName},\n\n` });
  // Mail programs read '+' literally in mailto queries (RFC 6068 wants %20).
  return `mailto:${email}?${params.toString().replace(/\+/g, '%20')}`;
}

/** `tel:` keeping only a leading '+' and the digits: what phones dial. */
export function telHref(phone: string): string {
  const plus = phone.trim().startsWith('+') ? '+' : '';
  return `tel:${plus}${phone.replace(/\D/g, '')}`;
}

/**
 * The number in international digits for wa.me, or null when that cannot be known: a number
 * written with '+' or 254 is taken as it is, a Kenyan 0XXXXXXXXX gets 254 in place of its 0.
 */
export function internationalDigits(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  if (phone.trim().startsWith('+') || phone.trim().startsWith('00')) {
    const international = digits.replace(/^00/, '');
    return international.length >= 8 ? international : null;
  }
  if (/^254\d{9}$/.test(digits)) return digits;
  if (/^0\d{9}$/.test(digits)) return `254${digits.slice(1)}`;
  return null;
}

export function customerWhatsappLink(phone: string, firstName: string, shopName: string): string | null {
  const number = internationalDigits(phone);
  return number ? whatsappLink(number, `Hello ${firstName}, this is ${shopName}.`) : null;
}
