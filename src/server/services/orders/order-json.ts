// The fields an order answers with over JSON, chosen here once: the shop's API, the console's and
// tracking's (tracking-view.ts).
import { centsToDecimalString, multiplyCents } from '../../../core/money';
import type { Order } from './model';
import type { OrderLineSnapshot } from '../../../core/order-lines';

/** An order's line as every order JSON shows it: the price is what the customer pays per unit. */
export function toOrderLineJson(item: OrderLineSnapshot) {
  return {
    id: item.productId,
    variantId: item.variantId ?? null,
    size: item.size ?? null,
    sku: item.sku ?? null,
    name: item.name,
    image: item.image,
    price: centsToDecimalString(item.unitPriceCents),
    quantity: item.quantity,
    lineTotal: centsToDecimalString(multiplyCents(item.unitPriceCents, item.quantity)),
  };
}

/**
 * The fields an order answers with: SPEC §3's order, money as decimal strings, lines as an array.
 * The payment token is not among them, so an order without it (the console's) answers the same.
 */
export function toOrderJson(order: Omit<Order, 'paymentToken'>) {
  return {
    orderNumber: order.orderNumber,
    createdAt: order.createdAt.toISOString(),
    status: order.status,
    paymentMethod: order.paymentMethod,
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    customerPhone: order.customerPhone,
    deliveryAddress: order.deliveryAddress,
    deliveryArea: order.deliveryArea,
    deliveryMethod: order.deliveryMethod,
    pickupPointId: order.pickupPointId,
    subtotal: centsToDecimalString(order.subtotalCents),
    deliveryFee: centsToDecimalString(order.deliveryFeeCents),
    discountCode: order.discountCode,
    discount: centsToDecimalString(order.discountCents),
    totalAmount: centsToDecimalString(order.totalCents),
    items: order.items.map(toOrderLineJson),
    notes: order.notes,
  };
}

/**
 * What the checkout that placed the order gets: the order and its payment token, which later
 * starts the M-Pesa payment or switches to Pay Later (nobody else ever sees the token).
 */
export function toPlacedOrderJson(order: Order) {
  return { ...toOrderJson(order), paymentToken: order.paymentToken };
}
