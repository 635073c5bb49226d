import { timingSafeEqual } from 'node:crypto';

/** Compares a presented secret with the real one in constant time, so timing tells nothing. */
export function sameSecret(presented: string, expected: string): boolean {
  const left = Buffer.from(presented);
  const right = Buffer.from(expected);
  return left.length === right.length && timingSafeEqual(left, right);
}
