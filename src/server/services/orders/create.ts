// POST /api/orders: a retail order from the checkout. The server prices the cart and places the
// order (place.ts); client totals and statuses never reach this far (DESIGN.md §4).
import { eq } from 'drizzle-orm';
import type { OrderRequest } from '../../../core/order-request-schema';
import { orders } from './tables';
import { ServiceError } from '../errors';
import { emailProvesOrder, newPaymentToken } from './access';
import type { OrdersContext } from './context';
import { toOrder, type Order } from './model';
import type { PaymentProviders } from './payment-providers';
import { judgeDeliveryChoice } from './delivery-choice';
import { placeOrder, priceLines } from './place';
import { queueOrderReceivedSms } from './sms';
import { clientAddressDigest } from './unpaid-hold';
import { priceOrder } from '../../../core/pricing';
import { judgeCodeTry, previewDiscount } from '../discounts';

export interface CreateOrderResult {
  order: Order;
  /** False when the Idempotency-Key had already made this order. */
  created: boolean;
}

export interface CreateOrderOptions {
  /** A retry with the same key answers the order the first request made. */
  idempotencyKey?: string;
  /**
   * The caller's address, for the per-address limits (orders an hour, units held unpaid, codes
   * tried); absent for the shop's own scripts.
   */
  clientAddress?: string;
}

const HOUR_MS = 60 * 60 * 1000;
const TOO_MANY_ORDERS =
  'You have placed several orders in a short time. Please wait a while, or contact us on WhatsApp to complete your order.';

export async function createOrder(
  ctx: OrdersContext,
  payments: PaymentProviders,
  request: OrderRequest,
  { idempotencyKey, clientAddress }: CreateOrderOptions = {},
): Promise<CreateOrderResult> {
  if (idempotencyKey) {
    const replay = await findReplay(ctx, idempotencyKey, request.customerEmail);
    if (replay) return replay;
  }
  // Read afresh, not from the pages' cache: the order is charged the fee stored as it is placed.
  const settings = await ctx.settings.readFresh(ctx.db);
  const items = await priceLines(ctx.db, 'retail', request.items, {
    maxQuantity: ctx.orderLimits.maxLineQuantity,
    wholesaleDiscountPercent: settings.wholesale.discountPercent,
  });
  // Judged again under the point's lock when placing; here a refusal costs the shopper no try.
  const choice = await judgeDeliveryChoice(ctx.db, settings.delivery, request);
  const { discountCode } = request;
  if (discountCode) {
    // Refused here, before the order counts against the shopper's allowance, and counted as a try
    // of a code like the cart's check; placing checks again under the code's lock.
    await judgeCodeTry(ctx.limits, clientAddress, () =>
      previewDiscount(ctx.db, {
        code: discountCode,
        kind: 'retail',
        lines: items,
        price: priceOrder(items, settings.delivery, request.deliveryArea, choice),
        customer: { email: request.customerEmail, phone: request.customerPhone },
      }),
    );
  }
  await countOrderAgainstLimits(ctx, request.customerEmail, clientAddress);
  let order: Order;
  try {
    order = await placeOrder(
      ctx.db,
      {
        kind: 'retail',
        customerName: request.customerName,
        customerEmail: request.customerEmail,
        customerPhone: request.customerPhone,
        deliveryAddress: request.deliveryAddress,
        deliveryArea: request.deliveryArea,
        deliveryMethod: request.deliveryMethod,
        pickupPointId: request.pickupPointId ?? null,
        paymentMethod: request.paymentMethod,
        notes: payments.orderNote(request.paymentMethod, settings),
        idempotencyKey: idempotencyKey ?? null,
        paymentToken: newPaymentToken(),
        smsOptOut: request.smsOptOut,
        discountCode: request.discountCode ?? null,
        clientAddressDigest: clientAddress ? clientAddressDigest(clientAddress) : null,
        items,
        actor: 'customer',
      },
      {
        delivery: settings.delivery,
        alsoOnPlacing: async (tx, placed, eventId) => {
          await payments.placed(tx, placed, eventId);
          await queueOrderReceivedSms(ctx, tx, placed, eventId);
        },
        unpaidHold: {
          limit: ctx.orderLimits.unpaidUnitsPerProduct,
          contactNumber: settings.store.whatsappNumber,
          surplusHoldMinutes: settings.orders.surplusHoldMinutes,
        },
      },
    );
  } catch (error) {
    // A request racing ours with the same key won: ours rolled back (stock included), so
    // answer with its order. It may also have taken the last stock before our insert failed.
    if (idempotencyKey) {
      const replay = await findReplay(ctx, idempotencyKey, request.customerEmail);
      if (replay) return replay;
    }
    throw error;
  }
  return { order, created: true };
}

async function findReplay(ctx: OrdersContext, key: string, email: string): Promise<CreateOrderResult | null> {
  const [row] = await ctx.db.select().from(orders).where(eq(orders.idempotencyKey, key));
  if (!row) return null;
  // A key is not a secret to rely on, but it must not hand one customer's order to another.
  if (!emailProvesOrder(row, email)) {
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
