// The checkout's Paybill status answers whether an e-mail belongs to an order number, as tracking
// does: each client address gets as many misses a minute as tracking gives, counted in the
// database. A check that proves the order gives its hit back, so the payer's widget (asking every
// 10 s, maybe in two tabs) never runs out, while wrong guesses are counted whole.
import type { PaybillStatus } from '../../../../core/paybill-status-schema';
import type { RateLimitRule, RateLimits } from '../../limits';
import { TRACK_LOOKUPS_PER_MINUTE } from '../../orders';

const PAYBILL_LOOKUPS: RateLimitRule = {
  name: 'paybill-status:address',
  max: TRACK_LOOKUPS_PER_MINUTE,
  windowMs: 60_000,
};
const TOO_MANY = 'Too many requests. Please wait a minute and try again.';

/** Counts the check against `clientAddress` first (RateLimitedError past the limit), then asks. */
export async function limitedPaybillStatus(
  limits: RateLimits,
  clientAddress: string,
  ask: () => Promise<PaybillStatus | null>,
): Promise<PaybillStatus | null> {
  await limits.enforce(PAYBILL_LOOKUPS, clientAddress, TOO_MANY);
  const status = await ask();
  if (status) await limits.forgive(PAYBILL_LOOKUPS, clientAddress);
  return status;
}
