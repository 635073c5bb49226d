// A waiting shopper's contact as the unsubscribe link names it: a keyed digest (the shop's link key,
// messages/link-key.ts) of the channel and the address, 22 characters of base64url (132 bits, short
// enough for a text). It names the shopper across every product they wait for, holds no address, and
// a forged one matches nobody.
import type { DbExecutor } from '../../db/executor';
import type { LinkKey } from '../messages';

export type Channel = 'email' | 'sms';

export async function contactKey(
  key: LinkKey,
  channel: Channel,
  contact: string,
  executor?: DbExecutor,
): Promise<string> {
  return (await key.sign(`back-in-stock:${channel}:${contact}`, executor)).slice(0, 22);
}
