// What 'Notify me when it's back' says, and how its one field becomes the API's body; no zod, so
// the product page can show the form without shipping a schema library (the server checks the
// input with core/back-in-stock-schema and answers in these words).

export const CONTACT_NEEDED = 'Please enter your e-mail or phone number';
export const BAD_SIZE_ID = 'variantId must be the id of one of the product’s sizes';
export const WAITING_CONFIRMED = 'Thank you! We will let you know once it is back in stock.';
export const BACK_IN_STOCK_UNSUBSCRIBED =
  'You are off the list. We will send you no more back-in-stock messages.';
export const BACK_IN_STOCK_LINK_REFUSED =
  'This link is not valid. Please open the link from the newest message again, or contact us.';

/** A phone outside the calling codes the shop texts (SMS_COUNTRIES): '+254', '+254 or +255'. */
export function phoneNotTextable(countries: readonly string[]): string {
  const codes = countries.map((code) => `+${code}`);
  const named = codes.length > 1 ? `${codes.slice(0, -1).join(', ')} or ${codes.at(-1)}` : codes[0];
  return `We can only send text messages to numbers starting ${named}. Please enter such a number, or your e-mail.`;
}

/** Why a shopper may not wait for a product; the server answers these (404 and 409). */
export const PRODUCT_NOT_FOUND = 'Product not found';
export const PRODUCT_IN_STOCK = 'This product is in stock: you can order it now.';
export const SIZE_IN_STOCK = 'This size is in stock: you can order it now.';

/** The form's one field as the API's body: an e-mail when it has an '@', else a phone number. */
export function contactFields(contact: string): { email: string } | { phone: string } {
  const value = contact.trim();
  return value.includes('@') ? { email: value } : { phone: value };
}
