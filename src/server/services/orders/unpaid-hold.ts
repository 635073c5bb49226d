// An unpaid order holds stock nobody else can buy until it is paid or lapses (up to 48 hours for
// Pay Later). One client, known by its address, its phone or its email, may hold at most
// UNPAID_UNITS_PER_PRODUCT units of a product in its unpaid retail orders. An M-Pesa order of a
// client holding none of the product unpaid may go past it, up to ORDER_LINE_MAX_QUANTITY: the units
// beyond are held only briefly (surplus-hold.ts), since a prompt is paid in minutes or not at all.
// Any other order that would go beyond is refused with its reason. The count runs in the placing
// transaction after takeStock has locked the order's product rows (in product id order): a
// competing order for the same product, from any app process, waits on that lock until this one
// commits or rolls back, and then counts it. Wholesale orders are invoiced to approved resellers,
// and are not counted.
// A use of a code with a use limit is held the same way, one unpaid use per client, counted under
// the code's row lock: otherwise five unpaid orders could take a five-use code off every shopper.
import { createHash } from 'node:crypto';
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { UNPAID_STATUSES } from '../../../core/order-status';
import { displayPhoneNumber } from '../../../core/whatsapp';
import type { DbExecutor } from '../../db/executor';
import type { OrderLineSnapshot } from '../../../core/order-lines';
import { orders } from './tables';
import { ServiceError } from '../errors';

export interface UnpaidHoldRule {
  /** UNPAID_UNITS_PER_PRODUCT. */
  limit: number;
  /** The shop's phone and WhatsApp number, international digits, for the refusal to offer. */
  contactNumber: string;
  /** settings.orders.surplusHoldMinutes: how long an M-Pesa order holds the units beyond the limit. */
  surplusHoldMinutes: number;
}

/** Who is placing the order, as it will be stored. */
export interface UnpaidHolder {
  clientAddressDigest: string | null;
  customerPhone: string;
  customerEmail: string;
}

/** How an order keeps its client address: a digest, as the rate-limit counters do, never the address. */
export function clientAddressDigest(address: string): string {
  return createHash('sha256').update(address).digest('base64url').slice(0, 22);
}

// A phone typed as 0712 345 678, +254 712 345678 or 254712345678 is one phone: its last nine digits.
const phoneKey = (phone: SQL | string) => sql`right(regexp_replace(${phone}, '[^0-9]', '', 'g'), 9)`;

/** The client's unpaid retail orders: by its address, its phone or its email. */
function unpaidOfClient(holder: UnpaidHolder) {
  const sameClient = or(
    holder.clientAddressDigest === null
      ? undefined
      : eq(orders.clientAddressDigest, holder.clientAddressDigest),
    sql`${phoneKey(sql`${orders.customerPhone}`)} = ${phoneKey(holder.customerPhone)}`,
    sql`lower(${orders.customerEmail}) = lower(${holder.customerEmail})`,
  );
  return and(eq(orders.kind, 'retail'), inArray(orders.status, [...UNPAID_STATUSES]), sameClient);
}

/**
 * Throws a 409 naming each line (`items.{index}`) that would take its client past the limit, with
 * its reason. Returns true when the order may go past it for a short while (`shortHoldAllowed`, an
 * M-Pesa order, and the client holds none of the product unpaid): its placing sets the short hold.
 */
export async function checkUnpaidHold(
  tx: DbExecutor,
  holder: UnpaidHolder,
  lines: readonly OrderLineSnapshot[],
  { limit, contactNumber }: UnpaidHoldRule,
  { shortHoldAllowed }: { shortHoldAllowed: boolean },
): Promise<boolean> {
  const held = await tx.select({ items: orders.items }).from(orders).where(unpaidOfClient(holder));
  const heldUnits = unitsPerProduct(held.flatMap((order) => order.items));
  const ordered = unitsPerProduct(lines);
  const errors: Record<string, string> = {};
  const reasons = new Set<typeof openOrderMessage>();
  let pastLimit = false;
  lines.forEach((line, index) => {
    const already = heldUnits.get(line.productId) ?? 0;
    if (already + ordered.get(line.productId)! <= limit) return;
    if (already === 0 && shortHoldAllowed) {
      pastLimit = true;
      return;
    }
    const reason = already > 0 ? openOrderMessage : payLaterMessage;
    reasons.add(reason);
    errors[`items.${index}`] = reason(line.name, limit, contactNumber);
  });
  const messages = Object.values(errors);
  if (messages.length > 0) {
    const [reason] = reasons;
    const message =
      messages.length === 1 || reasons.size > 1
        ? messages[0]!
        : reason!('each product', limit, contactNumber);
    throw new ServiceError('conflict', message, errors);
  }
  return pastLimit;
}

/** Units per product of `lines`, sizes together: the limit is per product. */
export function unitsPerProduct(lines: readonly Pick<OrderLineSnapshot, 'productId' | 'quantity'>[]) {
  const units = new Map<number, number>();
  for (const line of lines) units.set(line.productId, (units.get(line.productId) ?? 0) + line.quantity);
  return units;
}

// Never how many the client holds already: the email or phone typed may be someone else's.
function openOrderMessage(what: string, limit: number, contactNumber: string): string {
  return `Orders not yet paid may hold at most ${limit} of ${what} for one customer. Please pay for your open order first, or call or WhatsApp us on ${displayPhoneNumber(contactNumber)} and we will help you order more.`;
}

/** A Pay Later order past the limit (and a switch to Pay Later of an order past it). */
export function payLaterMessage(what: string, limit: number, contactNumber: string): string {
  return `Pay Later orders may hold at most ${limit} of ${what}. To buy more, please pay by M-Pesa, or call or WhatsApp us on ${displayPhoneNumber(contactNumber)} and we will help you order more.`;
}

/**
 * Throws a 409 naming `discountCode` when an unpaid order of the client already uses `code` (one
 * with a use limit). Called with the code's row locked, so a competing order with it waits, then
 * counts this one.
 */
export async function checkUnpaidCodeHold(tx: DbExecutor, holder: UnpaidHolder, code: string): Promise<void> {
  const [held] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(unpaidOfClient(holder), sql`lower(${orders.discountCode}) = lower(${code})`))
    .limit(1);
  if (!held) return;
  // Like the units' refusal, it says the rule, never which order holds the code.
  const message = `The code ${code} can be used on one unpaid order at a time. Please pay for your open order first, then order again with the code.`;
  throw new ServiceError('conflict', message, { discountCode: message });
}
