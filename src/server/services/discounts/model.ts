// A discount code as the services hand it around, read from its row.
import type { DiscountRule } from '../../../core/discounts';
import type { discountCodes } from './tables';

export interface Discount extends DiscountRule {
  id: number;
  maxUses: number | null;
  maxUsesPerCustomer: number | null;
  /** Orders placed with it and not cancelled. */
  uses: number;
  createdAt: Date;
}

export function toDiscount(row: typeof discountCodes.$inferSelect): Discount {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    value: row.value,
    minSubtotalCents: row.minSubtotalCents,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    maxUses: row.maxUses,
    maxUsesPerCustomer: row.maxUsesPerCustomer,
    appliesTo: row.appliesTo,
    productIds: row.productIds,
    categories: row.categories,
    active: row.active,
    uses: row.uses,
    createdAt: row.createdAt,
  };
}
