// Money is integer KES cents in the database and in every calculation (DESIGN.md §3): integers add
// and multiply exactly, floats do not. Decimal strings ("1500.00") exist only at the API's edge.

/** True for a whole, safe number of cents (negative allowed: refunds and differences). */
export function isCents(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

function assertCents(value: number, what = 'amount'): void {
  if (!isCents(value)) throw new RangeError(`${what} must be a whole number of cents, got ${value}`);
}

/**
 * Whole or decimal shillings to cents, rounded half up to the nearest cent. The product goes
 * through 15 significant digits first so binary noise does not decide the rounding
 * (1.005 * 100 is 100.49999999999999 in floating point, but means 100.5).
 */
export function kesToCents(kes: number): number {
  if (!Number.isFinite(kes)) throw new RangeError(`KES amount must be a finite number, got ${kes}`);
  const cents = Math.round(Number((kes * 100).toPrecision(15)));
  assertCents(cents);
  return cents;
}

/** 150000 -> "1500.00": the decimal string SPEC §3 shows for prices and totals. */
export function centsToDecimalString(cents: number): string {
  assertCents(cents);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const DECIMAL = /^(\d{1,13})(?:\.(\d{1,2}))?$/;

/**
 * "1500", "1500.5" or "1500.00" -> cents. Returns null (never throws) for anything else: signs,
 * thousands separators, more than 2 decimals, blanks, exponents. Callers turn null into their own
 * message; a price that cannot be read must never become 0.
 */
export function parseDecimalToCents(text: string): number | null {
  const match = DECIMAL.exec(text.trim());
  if (!match) return null;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '0').padEnd(2, '0'));
  const cents = whole * 100 + fraction;
  return Number.isSafeInteger(cents) ? cents : null;
}

/**
 * A price the shop itself wrote as a decimal string (a view the API and a page share) in cents.
 * Throws on anything else: such a price is a bug, never a price of 0.
 */
export function shopDecimalToCents(text: string): number {
  const cents = parseDecimalToCents(text);
  if (cents === null) throw new Error(`Not a price the shop writes: ${JSON.stringify(text)}`);
  return cents;
}

/** unit price x quantity, both whole; throws on fractions so a bad quantity is loud. */
export function multiplyCents(unitCents: number, quantity: number): number {
  assertCents(unitCents, 'unit price');
  if (!Number.isSafeInteger(quantity))
    throw new RangeError(`quantity must be a whole number, got ${quantity}`);
  const total = unitCents * quantity;
  assertCents(total, 'line total');
  return total;
}

export function sumCents(amounts: readonly number[]): number {
  let total = 0;
  for (const amount of amounts) {
    assertCents(amount);
    total += amount;
  }
  assertCents(total, 'total');
  return total;
}

/** M-Pesa charges whole shillings: a total with cents is rounded up, never charged short. */
export function chargeKes(totalCents: number): number {
  assertCents(totalCents, 'total');
  return Math.ceil(totalCents / 100);
}
