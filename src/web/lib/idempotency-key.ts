/**
 * A fresh Idempotency-Key for one thing the shopper sends (an order, a message), so that sending it
 * again (a retry, a phone's queue after an outage) is stored once. randomUUID exists only in secure
 * contexts; a shop opened over plain HTTP on a LAN still works.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
