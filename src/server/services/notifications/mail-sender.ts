// The From line of a mail. MAIL_FROM names the address the mail provider lets the shop send from;
// left with SPEC's shop name in front of it, that name follows the owner's (settings.brand).
import { DEFAULT_BRAND } from '../../../core/shop-settings-values';

const NAMED_ADDRESS = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/;

/** `from` under `shopName` when it carries SPEC's name; any other From is the deployment's own choice. */
export function senderUnderShopName(from: string, shopName: string): string {
  const named = NAMED_ADDRESS.exec(from);
  if (!named || named[1] !== DEFAULT_BRAND.shopName || shopName === DEFAULT_BRAND.shopName) return from;
  // Quoted, so a name with a comma or a full stop stays one display name (RFC 5322 §3.4).
  return `"${shopName.replace(/["\\]/g, '')}" <${named[2]}>`;
}
