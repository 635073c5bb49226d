// Using a discount code on an order. The placing transaction locks the code's row, checks every
// rule and both use limits under that lock, counts the use and records who used it, so parallel
// orders on a code with 5 uses left get exactly 5 discounts, and an order that rolls back (out of
// stock, a clash) takes its use back with it. A cancelled order gives its use back (releaseDiscount).
import { and, eq, or, sql } from 'drizzle-orm';
import {
  DISCOUNT_MESSAGES,
  discountCents,
  discountRefusal,
  normaliseDiscountCode,
  type DiscountedOrder,
  type DiscountLine,
} from '../../../core/discounts';
import type { OrderKind } from '../../../core/order-kinds';
import { phoneMatchKey } from '../../../core/phone';
import { lineTotalCents, type OrderPrice } from '../../../core/pricing';
import type { DbExecutor } from '../../db/executor';
import type { SoldLine } from '../../../core/order-lines';
import { discountCodes, discountRedemptions } from './tables';
import { productCategories } from '../catalogue';
import { ServiceError } from '../errors';
import { toDiscount, type Discount } from './model';

export interface DiscountRequest {
  code: string;
  kind: OrderKind;
  lines: readonly Pick<SoldLine, 'productId' | 'unitPriceCents' | 'quantity'>[];
  price: OrderPrice;
  /** Known once the shopper has given them: the per-customer limit counts by either. */
  customer?: { email: string; phone: string };
}

export interface AppliedDiscount {
  discountId: number;
  /** As the owner spelt it, whatever case the shopper typed. */
  code: string;
  discountCents: number;
  /** The code has a use limit, so an unpaid order's use of it counts in the client's unpaid hold. */
  limited: boolean;
}

const refuse = (message: string) => new ServiceError('invalid', message, { discountCode: message });

async function findCode(db: DbExecutor, code: string, lock: boolean): Promise<Discount | null> {
  const query = db
    .select()
    .from(discountCodes)
    .where(eq(sql`lower(${discountCodes.code})`, normaliseDiscountCode(code)));
  const [row] = lock ? await query.for('update') : await query;
  return row ? toDiscount(row) : null;
}

async function discountLines(db: DbExecutor, lines: DiscountRequest['lines']): Promise<DiscountLine[]> {
  const categoryOf = await productCategories(
    db,
    lines.map((line) => line.productId),
  );
  return lines.map((line) => ({
    productId: line.productId,
    category: categoryOf.get(line.productId) ?? '',
    lineTotalCents: lineTotalCents(line),
  }));
}

async function usesBy(db: DbExecutor, discountId: number, customer: { email: string; phone: string }) {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(discountRedemptions)
    .where(
      and(
        eq(discountRedemptions.discountId, discountId),
        or(
          eq(discountRedemptions.customerEmail, customer.email.trim().toLowerCase()),
          eq(discountRedemptions.customerPhone, phoneMatchKey(customer.phone)),
        ),
      ),
    );
  return row?.n ?? 0;
}

/** Every rule and limit, given the code's row as read (locked when placing). */
async function judge(
  db: DbExecutor,
  discount: Discount | null,
  request: DiscountRequest,
  now: Date,
): Promise<AppliedDiscount> {
  if (!discount) throw refuse(DISCOUNT_MESSAGES.unknown);
  const order: DiscountedOrder = {
    kind: request.kind,
    lines: await discountLines(db, request.lines),
    subtotalCents: request.price.subtotalCents,
    deliveryFeeCents: request.price.deliveryFeeCents,
  };
  const refusal = discountRefusal(discount, order, now);
  if (refusal) throw refuse(refusal);
  if (discount.maxUses !== null && discount.uses >= discount.maxUses) throw refuse(DISCOUNT_MESSAGES.usedUp);
  if (
    request.customer &&
    discount.maxUsesPerCustomer !== null &&
    (await usesBy(db, discount.id, request.customer)) >= discount.maxUsesPerCustomer
  ) {
    throw refuse(DISCOUNT_MESSAGES.usedByCustomer);
  }
  return {
    discountId: discount.id,
    code: discount.code,
    discountCents: discountCents(discount, order),
    limited: discount.maxUses !== null,
  };
}

/** What the code would take off, without using it: the cart's preview and the order's early check. */
export async function previewDiscount(db: DbExecutor, request: DiscountRequest): Promise<AppliedDiscount> {
  return judge(db, await findCode(db, request.code, false), request, new Date());
}

/**
 * Uses the code on the order being placed, inside its transaction; `recordRedemption` then ties
 * the use to the order's row once it exists. Throws the refusal as a 400 naming `discountCode`.
 */
export async function redeemDiscount(
  tx: DbExecutor,
  request: DiscountRequest & { customer: { email: string; phone: string } },
): Promise<AppliedDiscount> {
  const applied = await judge(tx, await findCode(tx, request.code, true), request, new Date());
  await tx
    .update(discountCodes)
    .set({ uses: sql`${discountCodes.uses} + 1` })
    .where(eq(discountCodes.id, applied.discountId));
  return applied;
}

export async function recordRedemption(
  tx: DbExecutor,
  applied: AppliedDiscount,
  order: { id: number; customerEmail: string; customerPhone: string },
): Promise<void> {
  await tx.insert(discountRedemptions).values({
    discountId: applied.discountId,
    orderId: order.id,
    customerEmail: order.customerEmail.trim().toLowerCase(),
    customerPhone: phoneMatchKey(order.customerPhone),
    discountCents: applied.discountCents,
  });
}

/**
 * A cancelled order's use goes back to its code, so a shopper whose unpaid order lapsed may order
 * again with it. The order's row is locked by the caller, so this runs once per order.
 */
export async function releaseDiscount(tx: DbExecutor, orderId: number): Promise<void> {
  const released = await tx
    .delete(discountRedemptions)
    .where(eq(discountRedemptions.orderId, orderId))
    .returning({ discountId: discountRedemptions.discountId });
  for (const { discountId } of released) {
    await tx
      .update(discountCodes)
      .set({ uses: sql`greatest(${discountCodes.uses} - 1, 0)` })
      .where(eq(discountCodes.id, discountId));
  }
}
