// The owner's discount codes: creating one, switching it off or on, and the list with what each
// earned. Every change is in the activity log.
import { desc, eq, sql, type Subquery } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DiscountCreate } from '../../../core/discount-schema';
import type { Database } from '../../db/client';
import type { DbExecutor } from '../../db/executor';
import { discountCodes, discountRedemptions } from './tables';
import { uniqueViolation } from '../../db/unique-violation';
import { recordAudit } from '../audit';
import { productNames } from '../catalogue';
import { ServiceError } from '../errors';
import { toDiscount, type Discount } from './model';

export interface DiscountWithTakings extends Discount {
  /** What the paid orders placed with the code came to, after the discount. */
  revenueCents: number;
  /** What the code took off those orders. */
  discountedCents: number;
}

/**
 * The paid orders with their totals, as a subquery the takings join on: the orders' own read
 * (orders/paid-orders.ts), handed in by the wiring, as orders use discounts and not the reverse.
 */
export type PaidOrders = (db: DbExecutor) => Subquery<'paid_orders'> & {
  orderId: AnyPgColumn<{ data: number }>;
  totalCents: AnyPgColumn<{ data: number }>;
};

const CODE_TAKEN = 'A discount code with this name already exists';

export function createDiscountsAdmin(db: Database, paidOrders: PaidOrders) {
  async function create(input: DiscountCreate, actorUserId: number): Promise<Discount> {
    if (input.productIds) await refuseUnknownProducts(input.productIds);
    try {
      return await db.transaction(async (tx) => {
        const [row] = await tx.insert(discountCodes).values(input).returning();
        const discount = toDiscount(row!);
        await recordAudit(tx, {
          actorUserId,
          action: 'discount.created',
          entityType: 'discount',
          entityId: discount.id,
          details: { code: discount.code, kind: discount.kind, value: discount.value },
        });
        return discount;
      });
    } catch (error) {
      if (uniqueViolation(error) === 'discount_codes_code_key') {
        throw new ServiceError('conflict', CODE_TAKEN, { code: CODE_TAKEN });
      }
      throw error;
    }
  }

  /** A code for a product the shop does not have would silently take nothing off. */
  async function refuseUnknownProducts(ids: number[]) {
    const found = await productNames(db, ids);
    const known = new Set(found.map((row) => row.id));
    const unknown = ids.filter((id) => !known.has(id));
    if (unknown.length > 0) {
      const message = `No product has the id ${unknown.join(', ')}`;
      throw new ServiceError('invalid', message, { productIds: message });
    }
  }

  async function setActive(id: number, active: boolean, actorUserId: number): Promise<Discount> {
    return db.transaction(async (tx) => {
      const [before] = await tx.select().from(discountCodes).where(eq(discountCodes.id, id)).for('update');
      if (!before) throw new ServiceError('not_found', 'Discount code not found');
      const [row] = await tx
        .update(discountCodes)
        .set({ active, updatedAt: new Date() })
        .where(eq(discountCodes.id, id))
        .returning();
      if (before.active !== active) {
        await recordAudit(tx, {
          actorUserId,
          action: active ? 'discount.switched_on' : 'discount.switched_off',
          entityType: 'discount',
          entityId: id,
          details: { code: before.code },
          before: { active: before.active },
          after: { active },
        });
      }
      return toDiscount(row!);
    });
  }

  /** Every code, newest first, with the takings of its paid orders. */
  async function list(): Promise<DiscountWithTakings[]> {
    const paid = paidOrders(db);
    const takings = db
      .select({
        discountId: discountRedemptions.discountId,
        revenueCents: sql<number>`coalesce(sum(${paid.totalCents}), 0)`.as('revenue_cents'),
        discountedCents: sql<number>`coalesce(sum(${discountRedemptions.discountCents}), 0)`.as(
          'discounted_cents',
        ),
      })
      .from(discountRedemptions)
      .innerJoin(paid, eq(paid.orderId, discountRedemptions.orderId))
      .groupBy(discountRedemptions.discountId)
      .as('takings');
    const rows = await db
      .select({
        discount: discountCodes,
        revenueCents: takings.revenueCents,
        discountedCents: takings.discountedCents,
      })
      .from(discountCodes)
      .leftJoin(takings, eq(takings.discountId, discountCodes.id))
      .orderBy(desc(discountCodes.createdAt), desc(discountCodes.id));
    return rows.map((row) => ({
      ...toDiscount(row.discount),
      revenueCents: Number(row.revenueCents ?? 0),
      discountedCents: Number(row.discountedCents ?? 0),
    }));
  }

  return { create, setActive, list };
}

export type DiscountsAdmin = ReturnType<typeof createDiscountsAdmin>;
