// The one way an order comes to exist, retail or wholesale: its lines priced from the database by
// core's rule for its kind, its stock taken, its row inserted under a fresh order number, and its
// first status recorded, all in one transaction, so an order and the stock it holds commit or roll
// back together.
import { and, eq, inArray } from 'drizzle-orm';
import { SELECT_AREA } from '../../../core/checkout-schema';
import { findDeliveryArea, type DeliverySettings } from '../../../core/delivery';
import type { OrderKind } from '../../../core/order-kinds';
import { initialStatus } from '../../../core/order-status';
import { priceOrderOfKind, unitPriceCents } from '../../../core/pricing';
import type { DbExecutor } from '../../db/executor';
import { orders, products, type OrderLineSnapshot } from '../../db/schema';
import { uniqueViolation } from '../../db/unique-violation';
import { ServiceError } from '../errors';
import { generateOrderNumber } from './number';
import { recordOrderEvent, toOrder, type Order } from './model';
import { checkUnpaidHold, type UnpaidHoldRule } from './unpaid-hold';
import { takeStock } from '../catalogue';

// 40 random bits make a clash between two order numbers rare; a clash only costs another try.
const ORDER_NUMBER_TRIES = 3;

export interface LineRequest {
  id: number;
  quantity: number;
}

/**
 * Each line at today's price for this kind of order (wholesale: less the owner's discount);
 * unknown or hidden products, and quantities over `maxQuantity`, are named per line as `items.{index}`.
 */
export async function priceLines(
  db: DbExecutor,
  kind: OrderKind,
  lines: readonly LineRequest[],
  { maxQuantity, wholesaleDiscountPercent }: { maxQuantity?: number; wholesaleDiscountPercent: number },
): Promise<OrderLineSnapshot[]> {
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      priceCents: products.priceCents,
      images: products.images,
    })
    .from(products)
    .where(
      and(
        inArray(
          products.id,
          lines.map((l) => l.id),
        ),
        eq(products.isActive, true),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const errors: Record<string, string> = {};
  lines.forEach((line, index) => {
    const product = byId.get(line.id);
    if (!product) errors[`items.${index}`] = `Product ${line.id} was not found`;
    else if (maxQuantity !== undefined && line.quantity > maxQuantity) {
      errors[`items.${index}`] = lineCapMessage(product.name, maxQuantity);
    }
  });
  const problems = Object.values(errors);
  if (problems.length > 0) {
    const message = problems.length === 1 ? problems[0]! : 'Some products in your cart cannot be ordered';
    throw new ServiceError('invalid', message, errors);
  }
  return lines.map((line) => {
    const product = byId.get(line.id)!;
    return {
      productId: product.id,
      name: product.name,
      image: product.images[0] ?? '',
      unitPriceCents: unitPriceCents(kind, product.priceCents, wholesaleDiscountPercent),
      quantity: line.quantity,
      ...(kind === 'wholesale' ? { retailPriceCents: product.priceCents } : {}),
    };
  });
}

export function lineCapMessage(name: string, cap: number): string {
  return `You can order at most ${cap} of ${name} at once. For more, please contact us or apply as a reseller.`;
}

type OrderInsert = typeof orders.$inferInsert;

/** Everything about a new order except what placing it decides: number, status and totals. */
export type OrderPlacement = Omit<
  OrderInsert,
  | 'id'
  | 'orderNumber'
  | 'status'
  | 'subtotalCents'
  | 'deliveryFeeCents'
  | 'totalCents'
  | 'createdAt'
  | 'updatedAt'
> & {
  kind: OrderKind;
  items: OrderLineSnapshot[];
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
  // An area the owner switched off (or renamed) since the checkout was drawn is refused, not
  // charged some other fee.
  if (placement.kind === 'retail' && !findDeliveryArea(delivery, placement.deliveryArea)) {
    throw new ServiceError('invalid', SELECT_AREA, { deliveryArea: SELECT_AREA });
  }
  const price = priceOrderOfKind(placement.kind, placement.items, delivery, placement.deliveryArea);
  const status = initialStatus(placement.kind, placement.paymentMethod);
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        await takeStock(tx, placement.items);
        // After takeStock: its product row locks make competing orders count one another.
        if (unpaidHold) {
          const holder = { ...placement, clientAddressDigest: placement.clientAddressDigest ?? null };
          await checkUnpaidHold(tx, holder, placement.items, unpaidHold);
        }
        const [row] = await tx
          .insert(orders)
          .values({ ...placement, ...price, status, orderNumber: generateOrderNumber() })
          .returning();
        const order = toOrder(row!);
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
