// Resellers pay 70% of retail (SPEC §9). The landing page's 'up to 20% off' is marketing text.

export const WHOLESALE_DISCOUNT = 0.3;

// Kept as a whole percent so the arithmetic stays in integers: cents * 70 is exact, and only the
// final division can produce a fraction.
const WHOLESALE_PRICE_PERCENT = 70;

/**
 * 70% of the retail price, rounded half up to a whole cent: 5 cents -> 4 (3.5 rounds up).
 * Computing cents * 0.7 instead would round 3.4999999999999996 down.
 */
export function wholesalePriceCents(retailCents: number): number {
  if (!Number.isSafeInteger(retailCents) || retailCents < 0) {
    throw new RangeError(`retail price must be a whole, non-negative number of cents, got ${retailCents}`);
  }
  return Math.round((retailCents * WHOLESALE_PRICE_PERCENT) / 100);
}
