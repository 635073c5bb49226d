// POST /api/discounts/check: what a code would take off the cart as the shop would price it now,
// by the same rule and the same lines the order will be placed with.
import type { DiscountCheck } from '../../../core/discount-schema';
import { priceOrder, type OrderPrice } from '../../../core/pricing';
import { previewDiscount, type AppliedDiscount } from '../discounts';
import type { OrdersContext } from './context';
import { priceLines } from './place';

export interface DiscountPreview {
  applied: AppliedDiscount;
  price: OrderPrice;
}

export async function previewCartDiscount(
  ctx: OrdersContext,
  check: DiscountCheck,
): Promise<DiscountPreview> {
  const settings = await ctx.settings.read();
  const items = await priceLines(ctx.db, 'retail', check.items, {
    maxQuantity: ctx.orderLimits.maxLineQuantity,
    wholesaleDiscountPercent: settings.wholesale.discountPercent,
  });
  const price = priceOrder(items, settings.delivery, check.deliveryArea || null);
  const applied = await previewDiscount(ctx.db, { code: check.code, kind: 'retail', lines: items, price });
  return { applied, price };
}
