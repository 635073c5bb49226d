// POST /api/discounts/check: what a code would take off the cart (or a reseller's wholesale cart)
// as the shop would price it now, by the same rule and the same lines the order will be placed with.
import type { DiscountCheck } from '../../../core/discount-schema';
import { RIDER_DELIVERY } from '../../../core/delivery';
import { priceOrderOfKind, type OrderPrice } from '../../../core/pricing';
import { previewDiscount, type AppliedDiscount } from '../discounts';
import { ServiceError } from '../errors';
import type { OrdersContext } from './context';
import { judgeDeliveryChoice } from './delivery-choice';
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
  // The fee of the checkout's choice; a choice not complete yet (no point chosen) prices as a rider's.
  const choice =
    kind === 'retail' && check.deliveryArea
      ? await judgeDeliveryChoice(ctx.db, settings.delivery, {
          deliveryArea: check.deliveryArea,
          deliveryMethod: check.deliveryMethod,
          pickupPointId: check.pickupPointId,
        }).catch((error: unknown) => {
          if (error instanceof ServiceError) return RIDER_DELIVERY;
          throw error;
        })
      : RIDER_DELIVERY;
  const price = priceOrderOfKind(kind, items, settings.delivery, check.deliveryArea || null, choice);
  const applied = await previewDiscount(ctx.db, { code: check.code, kind, lines: items, price });
  return { applied, price };
}
