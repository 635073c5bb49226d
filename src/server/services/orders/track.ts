// Tracking lookups by shoppers, from the API and from the tracking page alike. The answer tells
// whether an email belongs to an order number, so each client address gets a few a minute, counted
// in the database under one rule: neither way in is a way around the other's limit.
import type { OrdersContext } from './context';
import { trackOrder, type TrackedOrder } from './read';
import type { RateLimitRule } from '../limits';

// Enough for a shopper retyping a number; too few to guess order numbers and emails.
export const TRACK_LOOKUPS_PER_MINUTE = 10;
const TRACK_LOOKUPS: RateLimitRule = {
  name: 'track:address',
  max: TRACK_LOOKUPS_PER_MINUTE,
  windowMs: 60_000,
};
const TOO_MANY = 'Too many tracking requests. Please wait a minute and try again.';

/** Counts the lookup against `clientAddress`'s limit (RateLimitedError past it), then tracks. */
export async function trackForClient(
  ctx: OrdersContext,
  clientAddress: string,
  orderNumber: string,
  email: string,
): Promise<TrackedOrder | null> {
  await ctx.limits.enforce(TRACK_LOOKUPS, clientAddress, TOO_MANY);
  return trackOrder(ctx, orderNumber, email);
}
