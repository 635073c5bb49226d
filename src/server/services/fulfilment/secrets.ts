// The rider's link and the customer's code. The link is 32 random bytes: whoever holds it may see
// one drop and mark it, so only its digest is stored and a new link replaces it. The code is four
// digits the customer reads out; its digest includes the shipment's id, and five wrong tries lock it.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

export function newLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

export function linkDigest(token: string): string {
  return createHash('sha256').update(`rider-link:${token}`).digest('hex');
}

export function newDeliveryCode(): string {
  return String(randomInt(0, 10_000)).padStart(4, '0');
}

export function codeDigest(shipmentId: number, code: string): string {
  return createHash('sha256').update(`delivery-code:${shipmentId}:${code}`).digest('hex');
}

export function codeMatches(shipmentId: number, code: string, stored: string | null): boolean {
  if (!stored) return false;
  const given = Buffer.from(codeDigest(shipmentId, code), 'hex');
  const kept = Buffer.from(stored, 'hex');
  return given.length === kept.length && timingSafeEqual(given, kept);
}
