// Order numbers are `HM-` and 8 Crockford base32 characters (the server generates them when an order
// is placed). Crockford base32 ignores case, so hm-7k2m9qxd names the same order as HM-7K2M9QXD.

/** The shape of every order number the shop issues. */
export const ORDER_NUMBER_PATTERN = /^HM-[0-9A-HJKMNP-TV-Z]{8}$/;

/** An order number as typed or linked, in the form it is stored: trimmed and upper-cased. */
export function normaliseOrderNumber(orderNumber: string): string {
  return orderNumber.trim().toUpperCase();
}
