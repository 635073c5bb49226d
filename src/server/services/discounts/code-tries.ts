// Discount codes tried by one client address, counted in one counter in PostgreSQL whichever way
// they come: the cart's check (POST /api/discounts/check) counts each request, and an order with a
// code (POST /api/orders, POST /api/reseller/orders) counts a code the shop does not know. Neither
// way in is a way around the other's limit, so nobody guesses codes by the thousand.
import { DISCOUNT_MESSAGES } from '../../../core/discounts';
import { ServiceError } from '../errors';
import type { RateLimitRule, RateLimits } from '../limits';

// A shopper tries a code or two; the limit keeps anyone from guessing codes by the thousand.
export const DISCOUNT_TRIES_PER_MINUTE = 20;
export const DISCOUNT_TRIES: RateLimitRule = {
  name: 'discount-check:address',
  max: DISCOUNT_TRIES_PER_MINUTE,
  windowMs: 60_000,
};
export const TOO_MANY_CODES = 'Too many discount codes tried. Please wait a minute and try again.';

/** A code refused as unknown (or switched off, which answers the same). */
function unknownCode(error: unknown): boolean {
  return error instanceof ServiceError && error.fieldErrors?.discountCode === DISCOUNT_MESSAGES.unknown;
}

/**
 * Judges a code on an order as one try of it from `clientAddress`, before the order is placed. The
 * try is counted first, so past the limit every code answers the same 429, a right one too (any
 * other answer would tell a guesser which code is right, even among parallel requests); it is given
 * back unless the shop did not know the code. Without an address (the shop's own scripts) the code
 * is judged uncounted.
 */
export async function judgeCodeTry<T>(
  limits: RateLimits,
  clientAddress: string | undefined,
  judge: () => Promise<T>,
): Promise<T> {
  if (!clientAddress) return judge();
  await limits.enforce(DISCOUNT_TRIES, clientAddress, TOO_MANY_CODES);
  let judged: T;
  try {
    judged = await judge();
  } catch (error) {
    if (!unknownCode(error)) await limits.forgive(DISCOUNT_TRIES, clientAddress);
    throw error;
  }
  await limits.forgive(DISCOUNT_TRIES, clientAddress);
  return judged;
}
