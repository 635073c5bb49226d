// POST /api/orders: the server prices the cart, takes the stock and stores the order in one
// transaction (DESIGN.md §4). Client totals and statuses never reach this far.
import { and, eq, inArray } from 'drizzle-orm';
import { deliveryFeeCents } from '../../core/delivery';
import { multiplyCents, sumCents } from '../../core/money';
import type { OrderRequest } from '../../core/order-request-schema';
import type { OrderStatus } from '../../core/order-status';
import { orders, products, type OrderLineSnapshot } from '../db/schema';
import { ServiceError } from './errors';
import { newPaymentToken } from './order-access';
import { generateOrderNumber } from './order-number';
import { PAY_LATER_NOTE, type OrdersContext } from './orders-context';
import { mailCustomer } from './orders-customer-mail';
import { orderConfirmationMail, payLaterAlertMail } from './orders-mails';
import { uniqueViolation } from '../db/unique-violation';
import { recordOrderEvent, toOrder, type Order } from './orders-model';
import { takeStock } from './stock';

export interface CreateOrderResult {
  order: Order;
  /** False when the Idempotency-Key had already made this order. */
  created: boolean;
}

export interface CreateOrderOptions {
  /** A retry with the same key answers the order the first request made. */
  idempotencyKey?: string;
  /** The caller's address, for the per-address limit; absent for the shop's own scripts. */
  clientAddress?: string;
}

// 40 random bits make a clash between two order numbers rare; a clash only costs another try.
const ORDER_NUMBER_TRIES = 3;
const HOUR_MS = 60 * 60 * 1000;
const TOO_MANY_ORDERS =
  'You have placed several orders in a short time. Please wait a while, or contact us on WhatsApp to complete your order.';

export async function createOrder(
  ctx: OrdersContext,
  request: OrderRequest,
  { idempotencyKey, clientAddress }: CreateOrderOptions = {},
): Promise<CreateOrderResult> {
  if (idempotencyKey) {
    const replay = await findReplay(ctx, idempotencyKey, request.customerEmail);
    if (replay) return replay;
  }
  const items = await priceLines(ctx, request.items);
  await countOrderAgainstLimits(ctx, request.customerEmail, clientAddress);
  const subtotalCents = sumCents(items.map((i) => multiplyCents(i.unitPriceCents, i.quantity)));
  const feeCents = deliveryFeeCents(subtotalCents, request.deliveryArea);
  const payLater = request.paymentMethod === 'pay_later';
  const status: OrderStatus = payLater ? 'pending_payment' : 'awaiting_payment';

  for (let attempt = 1; ; attempt++) {
    try {
      const order = await ctx.db.transaction(async (tx) => {
        await takeStock(tx, items);
        const [row] = await tx
          .insert(orders)
          .values({
            orderNumber: generateOrderNumber(),
            status,
            customerName: request.customerName,
            customerEmail: request.customerEmail,
            customerPhone: request.customerPhone,
            deliveryAddress: request.deliveryAddress,
            deliveryArea: request.deliveryArea,
            subtotalCents,
            deliveryFeeCents: feeCents,
            totalCents: subtotalCents + feeCents,
            paymentMethod: request.paymentMethod,
            notes: payLater ? PAY_LATER_NOTE : null,
            idempotencyKey: idempotencyKey ?? null,
            paymentToken: newPaymentToken(),
            items,
          })
          .returning();
        await recordOrderEvent(tx, { orderId: row!.id, from: null, to: status, actor: 'customer' });
        return toOrder(row!);
      });
      if (payLater) {
        void ctx.mailer.send(payLaterAlertMail(order, ctx.mailSettings));
        await mailCustomer(ctx, orderConfirmationMail(order, ctx.mailSettings), 'pay_later_received');
      }
      return { order, created: true };
    } catch (error) {
      // A request racing ours with the same key won: ours rolled back (stock included), so
      // answer with its order. It may also have taken the last stock before our insert failed.
      if (idempotencyKey) {
        const replay = await findReplay(ctx, idempotencyKey, request.customerEmail);
        if (replay) return replay;
      }
      if (uniqueViolation(error) === 'orders_order_number_key' && attempt < ORDER_NUMBER_TRIES) continue;
      throw error;
    }
  }
}

async function findReplay(ctx: OrdersContext, key: string, email: string): Promise<CreateOrderResult | null> {
  const [row] = await ctx.db.select().from(orders).where(eq(orders.idempotencyKey, key));
  if (!row) return null;
  // A key is not a secret to rely on, but it must not hand one customer's order to another.
  if (row.customerEmail.toLowerCase() !== email.toLowerCase()) {
    throw new ServiceError('conflict', 'This Idempotency-Key was already used for a different order');
  }
  return { order: toOrder(row), created: false };
}

/**
 * Counted only for orders about to be made (valid lines, not a replay), so a shopper's typos do
 * not use up the allowance; limits per address and per email, shared by every app process.
 */
async function countOrderAgainstLimits(ctx: OrdersContext, email: string, clientAddress?: string) {
  const { perAddressPerHour, perEmailPerHour } = ctx.orderLimits;
  if (clientAddress) {
    const rule = { name: 'orders:address', max: perAddressPerHour, windowMs: HOUR_MS };
    await ctx.limits.enforce(rule, clientAddress, TOO_MANY_ORDERS);
  }
  const rule = { name: 'orders:email', max: perEmailPerHour, windowMs: HOUR_MS };
  await ctx.limits.enforce(rule, email.trim().toLowerCase(), TOO_MANY_ORDERS);
}

/**
 * Each line at today's price from the database; unknown or hidden products, and quantities over
 * the shop's per-line cap, are named per line.
 */
async function priceLines(
  ctx: OrdersContext,
  lines: readonly { id: number; quantity: number }[],
): Promise<(OrderLineSnapshot & { productId: number })[]> {
  const rows = await ctx.db
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
  const cap = ctx.orderLimits.maxLineQuantity;
  const errors: Record<string, string> = {};
  lines.forEach((line, index) => {
    const product = byId.get(line.id);
    if (!product) errors[`items.${index}`] = `Product ${line.id} was not found`;
    else if (line.quantity > cap) errors[`items.${index}`] = lineCapMessage(product.name, cap);
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
      unitPriceCents: product.priceCents,
      quantity: line.quantity,
    };
  });
}

export function lineCapMessage(name: string, cap: number): string {
  return `You can order at most ${cap} of ${name} at once. For more, please contact us or apply as a reseller.`;
}
