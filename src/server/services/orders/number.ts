import { randomBytes } from 'node:crypto';

// Crockford base32: no I, L, O or U, so a number read aloud over the phone cannot be misheard.
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** `HM-` and 8 random characters (40 bits): unguessable, and 11 characters fit Daraja's AccountReference. */
export function generateOrderNumber(): string {
  const bytes = randomBytes(8);
  let suffix = '';
  // 256 is a multiple of 32, so taking each byte modulo 32 keeps every character equally likely.
  for (const byte of bytes) suffix += CROCKFORD[byte % 32];
  return `HM-${suffix}`;
}
