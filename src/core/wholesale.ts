// Resellers pay retail less the wholesale discount: 30% by default (SPEC §9), set by the owner in
// the console (settings group 'wholesale'). The landing page's 'up to 20% off' is marketing text.

export const DEFAULT_WHOLESALE_DISCOUNT_PERCENT = 30;

/**
 * Retail less `discountPercent`, rounded half up to a whole cent: at 30%, 5 cents -> 4 (3.5
 * rounds up). A whole percent keeps the arithmetic in integers (cents * 70 is exact); computing
 * cents * 0.7 instead would round 3.4999999999999996 down.
 */
export function wholesalePriceCents(retailCents: number, discountPercent: number): number {
  if (!Number.isSafeInteger(retailCents) || retailCents < 0) {
    throw new RangeError(`retail price must be a whole, non-negative number of cents, got ${retailCents}`);
  }
  if (!Number.isInteger(discountPercent) || discountPercent < 0 || discountPercent > 100) {
    throw new RangeError(`discount must be a whole percent from 0 to 100, got ${discountPercent}`);
  }
  return Math.round((retailCents * (100 - discountPercent)) / 100);
}
