// The shop's name as its texts start: an owner may name the shop with a curly apostrophe or an
// emoji, and one character outside GSM-7 makes the whole text UCS-2, 70 characters a segment.
import { isGsm7, plainSmsText } from './sms-length';

/** `name` in GSM-7 where it can be: typography made plain, other characters dropped; a name of
 * none but such characters (another script) stays as it is. */
export function smsShopName(name: string): string {
  const plain = plainSmsText(name);
  if (isGsm7(plain)) return plain;
  const kept = [...plain]
    .filter((char) => isGsm7(char))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  return /[A-Za-z0-9]/.test(kept) ? kept : name;
}
