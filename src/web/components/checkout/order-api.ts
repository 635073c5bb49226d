import type { CheckoutDetails } from '../../../core/checkout-schema';
import type { CheckoutPaymentMethod } from '../../../core/payment-methods';
import type { OrderDeliveryFields } from './delivery-selection';
import { apiRequest } from '../../lib/api-client';
import type { CartLine } from '../../lib/cart-lines';
import type { PlacedOrder } from './placed-order';

/**
 * Creates the order (DESIGN §4). Only ids, sizes, quantities, the discount code and the delivery
 * method and point matter: the server re-prices every line and works out the fee, the discount and
 * the total. The same key answers with the same order on a retry.
 */
export function createOrder(
  details: CheckoutDetails,
  lines: readonly CartLine[],
  paymentMethod: CheckoutPaymentMethod,
  idempotencyKey: string,
  { discountCode = null, delivery }: { discountCode?: string | null; delivery: OrderDeliveryFields },
): Promise<PlacedOrder> {
  // A line stored before sizes names none: the server then sells the product's first size in stock.
  const items = lines.map((line) => ({
    id: line.id,
    ...(line.variantId === null ? {} : { variantId: line.variantId }),
    quantity: line.quantity,
  }));
  return apiRequest<PlacedOrder>(
    'POST',
    '/api/orders',
    { ...details, ...delivery, items, paymentMethod, ...(discountCode ? { discountCode } : {}) },
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );
}

/**
 * Moves an unpaid order to a method the shopper may switch to (Pay Later); the payment token shows
 * it is the shopper's own. (An order moves to M-Pesa only when its payment prompt is sent.) The
 * answer has no token, so the one the checkout holds is kept.
 */
export async function switchPaymentMethod(
  order: PlacedOrder,
  paymentMethod: CheckoutPaymentMethod,
): Promise<PlacedOrder> {
  const switched = await apiRequest<PlacedOrder>(
    'POST',
    `/api/orders/${encodeURIComponent(order.orderNumber)}/payment-method`,
    {
      paymentMethod,
      paymentToken: order.paymentToken ?? undefined,
      customerEmail: order.customerEmail,
    },
  );
  return { ...switched, paymentToken: order.paymentToken };
}
