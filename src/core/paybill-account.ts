// The account number a Paybill payer types is the order number, typed by hand on a phone: case,
// spaces and a missing dash are forgiven, and so are the letters Crockford base32 reads as digits.
// The shape services/orders/number.ts generates: HM- and 8 Crockford base32 characters.
const ORDER_NUMBER_PATTERN = /^HM-[0-9A-HJKMNP-TV-Z]{8}$/;

const LOOKALIKES: Record<string, string> = { O: '0', I: '1', L: '1' };

/** The order number an account number names, or null when it cannot be one. */
export function orderNumberOfAccount(account: string): string | null {
  const squeezed = account.toUpperCase().replace(/[\s-]/g, '');
  if (!squeezed.startsWith('HM')) return null;
  const suffix = squeezed.slice(2).replace(/[OIL]/g, (letter) => LOOKALIKES[letter]!);
  const orderNumber = `HM-${suffix}`;
  return ORDER_NUMBER_PATTERN.test(orderNumber) ? orderNumber : null;
}
