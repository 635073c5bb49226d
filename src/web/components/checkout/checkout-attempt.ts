import type { CheckoutDetails } from '../../../core/checkout-schema';
import type { OrderDeliveryFields } from './delivery-selection';
import type { PlacedOrder } from './placed-order';
import { forget, store, storedValue } from '../../lib/browser-storage';
import { newIdempotencyKey } from '../../lib/idempotency-key';

// One checkout attempt: the details and cart it was made for, the Idempotency-Key that makes
// 'create the order' safe to retry, and the order once the server made it. Kept in sessionStorage
// so a reload or a flaky connection never creates a second order for the same cart (where storage is
// refused, the attempt lives as long as the page).
export interface CheckoutAttempt {
  fingerprint: string;
  idempotencyKey: string;
  order: PlacedOrder | null;
}

const KEY = 'heritage-shea-checkout';

/**
 * Same details, same lines (products, sizes and quantities), same discount code and same delivery
 * method and point = same attempt, whatever the payment method.
 */
export function attemptFingerprint(
  details: CheckoutDetails,
  lines: readonly { id: number; variantId?: number | null; quantity: number }[],
  discountCode: string | null = null,
  delivery: OrderDeliveryFields | null = null,
): string {
  return JSON.stringify([
    details,
    lines.map((line) => [line.id, line.variantId ?? null, line.quantity]),
    discountCode,
    delivery,
  ]);
}

function read(): CheckoutAttempt | null {
  return storedValue('session', KEY, (text) => JSON.parse(text) as CheckoutAttempt | null, null);
}

function write(attempt: CheckoutAttempt | null) {
  if (attempt) store('session', KEY, JSON.stringify(attempt));
  else forget('session', KEY);
}

/** The stored attempt for this fingerprint, or a fresh one with a new key. */
export function attemptFor(fingerprint: string): CheckoutAttempt {
  const stored = read();
  if (stored && stored.fingerprint === fingerprint) return stored;
  const attempt = { fingerprint, idempotencyKey: newIdempotencyKey(), order: null };
  write(attempt);
  return attempt;
}

export function saveAttempt(attempt: CheckoutAttempt) {
  write(attempt);
}

/** After a paid or confirmed order: the next checkout starts afresh. */
export function endAttempt() {
  write(null);
}
