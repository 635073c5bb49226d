// POST /api/discounts/check: what a code would take off the cart (or a reseller's wholesale cart)
// as the shop would price it now, by the same rule and the same lines the order will be placed with.
import type { DiscountCheck } from '../../../core/discount-schema';
import { priceOrderOfKind, type OrderPrice } from '../../../core/pricing';
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
  const { kind } = check;
  const items = await priceLines(ctx.db, kind, check.items, {
    ...(kind === 'retail' ? { maxQuantity: ctx.orderLimits.maxLineQuantity } : {}),
    wholesaleDiscountPercent: settings.wholesale.discountPercent,
  });
  const price = priceOrderOfKind(kind, items, settings.delivery, check.deliveryArea || null);
  const applied = await previewDiscount(ctx.db, { code: check.code, kind, lines: items, price });
  return { applied, price };
}
