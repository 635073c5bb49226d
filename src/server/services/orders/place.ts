// The one way an order comes to exist, retail or wholesale: its lines priced from the database by
// core's rule for its kind, its stock taken, its row inserted under a fresh order number, and its
// first status recorded, all in one transaction, so an order and the stock it holds commit or roll
// back together.
import { lineCapMessage } from '../../../core/order-line-limits';
import { RIDER_DELIVERY, type DeliverySettings } from '../../../core/delivery';
import type { OrderKind } from '../../../core/order-kinds';
import { initialStatus } from '../../../core/order-status';
import { priceOrderOfKind, unitPriceCents } from '../../../core/pricing';
import type { DbExecutor } from '../../db/executor';
import type { SoldLine } from '../../../core/order-lines';
import { orders } from './tables';
import { uniqueViolation } from '../../db/unique-violation';
import { ServiceError } from '../errors';
import { judgeDeliveryChoice } from './delivery-choice';
import { generateOrderNumber } from './number';
import { recordOrderEvent, toOrder, type Order } from './model';
import { checkUnpaidCodeHold, checkUnpaidHold, type UnpaidHoldRule } from './unpaid-hold';
import { shownProducts, takeStock, variantsOf } from '../catalogue';
import { chosenVariant, variantPicture } from '../../../core/product-variants';
import { recordRedemption, redeemDiscount } from '../discounts';

// 40 random bits make a clash between two order numbers rare; a clash only costs another try.
const ORDER_NUMBER_TRIES = 3;

export interface LineRequest {
  id: number;
  /** The size; absent means the product's first size in stock (SPEC's clients know no sizes). */
  variantId?: number;
  quantity: number;
}

/**
 * Each line at today's price of its size for this kind of order (wholesale: less the owner's
 * discount); unknown or hidden products, unknown, switched-off or foreign sizes, and quantities over
 * `maxQuantity`, are named per line as `items.{index}`. Two lines that come to one size are one line.
 */
export async function priceLines(
  db: DbExecutor,
  kind: OrderKind,
  lines: readonly LineRequest[],
  { maxQuantity, wholesaleDiscountPercent }: { maxQuantity?: number; wholesaleDiscountPercent: number },
): Promise<SoldLine[]> {
  const ids = lines.map((l) => l.id);
  const rows = await shownProducts(db, ids);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const sizes = await variantsOf(db, ids);
  const errors: Record<string, string> = {};
  const chosen = lines.map((line, index) => {
    const product = byId.get(line.id);
    if (!product) {
      errors[`items.${index}`] = `Product ${line.id} was not found`;
      return null;
    }
    const variants = sizes.get(line.id) ?? [];
    const variant =
      line.variantId === undefined
        ? chosenVariant(variants)
        : variants.find((v) => v.id === line.variantId && v.active);
    if (!variant) {
      errors[`items.${index}`] =
        line.variantId === undefined
          ? `Product ${line.id} was not found`
          : `Size ${line.variantId} is not a size of ${product.name} on sale`;
      return null;
    }
    return { product, variant, quantity: line.quantity, index };
  });
  const merged = new Map<number, NonNullable<(typeof chosen)[number]>>();
  for (const line of chosen) {
    if (!line) continue;
    const seen = merged.get(line.variant.id);
    merged.set(line.variant.id, seen ? { ...seen, quantity: seen.quantity + line.quantity } : line);
  }
  for (const line of merged.values()) {
    if (maxQuantity !== undefined && line.quantity > maxQuantity) {
      errors[`items.${line.index}`] = lineCapMessage(line.product.name, maxQuantity);
    }
  }
  const problems = Object.values(errors);
  if (problems.length > 0) {
    const message = problems.length === 1 ? problems[0]! : 'Some products in your cart cannot be ordered';
    throw new ServiceError('invalid', message, errors);
  }
  return [...merged.values()].map(({ product, variant, quantity }) => ({
    productId: product.id,
    variantId: variant.id,
    name: product.name,
    size: variant.label,
    sku: variant.sku,
    image: variantPicture(variant, product.images),
    unitPriceCents: unitPriceCents(kind, variant.priceCents, wholesaleDiscountPercent),
    quantity,
    ...(kind === 'wholesale' ? { retailPriceCents: variant.priceCents } : {}),
  }));
}

type OrderInsert = typeof orders.$inferInsert;

/** Everything about a new order except what placing it decides: number, status and totals. */
export type OrderPlacement = Omit<
  OrderInsert,
  | 'id'
  | 'orderNumber'
  | 'surplusHeldUntil'
  | 'status'
  | 'subtotalCents'
  | 'deliveryFeeCents'
  | 'discountCents'
  | 'totalCents'
  | 'createdAt'
  | 'updatedAt'
> & {
  kind: OrderKind;
  items: SoldLine[];
  /** The code the shopper typed, any case; the order keeps it as the owner spelt it. */
  discountCode?: string | null;
  /** Who placed it, for the first entry of its history: 'customer' or 'reseller'. */
  actor: string;
};

/** More work in the placing transaction (the mails the new order causes), given its first event. */
export type AlsoOnPlacing = (tx: DbExecutor, order: Order, eventId: number) => Promise<void>;

export interface PlacingOptions {
  /** The delivery areas and fees as the owner has set them now (a retail order's fee). */
  delivery: DeliverySettings;
  alsoOnPlacing?: AlsoOnPlacing;
  /** Retail orders: the units a client's unpaid orders may hold (unpaid-hold.ts). */
  unpaidHold?: UnpaidHoldRule;
}

/**
 * Stores a priced order. A clash of order numbers retries with a new number; any other error
 * (out of stock, too many units unpaid, a repeated idempotency key) rolls everything back and
 * reaches the caller.
 */
export async function placeOrder(
  db: DbExecutor,
  { actor, ...placement }: OrderPlacement,
  { delivery, alsoOnPlacing, unpaidHold }: PlacingOptions,
): Promise<Order> {
  const { discountCode, ...fields } = placement;
  const status = initialStatus(placement.kind, placement.paymentMethod);
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        // An area, method or pickup point the owner switched off since the checkout was drawn is
        // refused, not charged some other fee. The point's share lock is the only lock on it, so it
        // may come first. Wholesale orders go with the shop's riders and pay no delivery fee.
        const choice =
          placement.kind === 'retail' ? await judgeDeliveryChoice(tx, delivery, placement) : RIDER_DELIVERY;
        const price = priceOrderOfKind(
          placement.kind,
          placement.items,
          delivery,
          placement.deliveryArea,
          choice,
        );
        await takeStock(tx, placement.items);
        const holder = { ...placement, clientAddressDigest: placement.clientAddressDigest ?? null };
        // After takeStock: its product row locks make competing orders count one another.
        // An M-Pesa order may go past the limit for a short while (surplus-hold.ts).
        const pastLimit = unpaidHold
          ? await checkUnpaidHold(tx, holder, placement.items, unpaidHold, {
              shortHoldAllowed: status === 'awaiting_payment',
            })
          : false;
        // Last of the locks (after the products', as a cancellation takes them): the code's row.
        const discount = discountCode
          ? await redeemDiscount(tx, {
              code: discountCode,
              kind: placement.kind,
              lines: placement.items,
              price,
              customer: { email: placement.customerEmail, phone: placement.customerPhone },
            })
          : null;
        // After the code's row lock, which makes competing orders with the code count one another.
        if (unpaidHold && discount?.limited) await checkUnpaidCodeHold(tx, holder, discount.code);
        const [row] = await tx
          .insert(orders)
          .values({
            ...fields,
            ...price,
            ...(discount
              ? {
                  discountCode: discount.code,
                  discountCents: discount.discountCents,
                  totalCents: price.totalCents - discount.discountCents,
                }
              : {}),
            status,
            orderNumber: generateOrderNumber(),
            surplusHeldUntil: pastLimit
              ? new Date(Date.now() + unpaidHold!.surplusHoldMinutes * 60_000)
              : null,
          })
          .returning();
        const order = toOrder(row!);
        if (discount) await recordRedemption(tx, discount, order);
        const eventId = await recordOrderEvent(tx, { orderId: order.id, from: null, to: status, actor });
        await alsoOnPlacing?.(tx, order, eventId);
        return order;
      });
    } catch (error) {
      if (uniqueViolation(error) === 'orders_order_number_key' && attempt < ORDER_NUMBER_TRIES) continue;
      throw error;
    }
  }
}
