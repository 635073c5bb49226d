// The fields a discount code answers with over JSON, chosen here once for the console's API.
import { describeDiscount } from '../../../core/discounts';
import { centsToDecimalString } from '../../../core/money';
import type { DiscountWithTakings } from './admin';
import type { Discount } from './model';

/** Money as decimal strings; `value` in the unit it was given in: a percent, or KSH. */
export function toDiscountJson(discount: Discount | DiscountWithTakings) {
  return {
    id: discount.id,
    code: discount.code,
    kind: discount.kind,
    value: discount.kind === 'fixed' ? discount.value / 100 : discount.value,
    description: describeDiscount(discount),
    minSubtotalKes: centsToDecimalString(discount.minSubtotalCents),
    startsAt: discount.startsAt?.toISOString() ?? null,
    endsAt: discount.endsAt?.toISOString() ?? null,
    maxUses: discount.maxUses,
    maxUsesPerCustomer: discount.maxUsesPerCustomer,
    appliesTo: discount.appliesTo,
    productIds: discount.productIds,
    categories: discount.categories,
    active: discount.active,
    uses: discount.uses,
    ...('revenueCents' in discount
      ? {
          revenueKes: centsToDecimalString(discount.revenueCents),
          discountedKes: centsToDecimalString(discount.discountedCents),
        }
      : {}),
    createdAt: discount.createdAt.toISOString(),
  };
}
