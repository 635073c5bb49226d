import type { CheckoutPaymentMethod } from '../../../core/payment-methods';

/** The fields of POST /api/orders' answer the checkout reads; money is the server's decimal strings. */
export interface PlacedOrder {
  orderNumber: string;
  status: string;
  paymentMethod: CheckoutPaymentMethod;
  customerEmail: string;
  /** The order's secret for starting its payment; only the answer that placed the order has it. */
  paymentToken?: string | null;
  subtotal: string;
  deliveryFee: string;
  /** The code as the owner spelt it, and what it took off; the total is net of it. */
  discountCode?: string | null;
  discount?: string;
  totalAmount: string;
  items: {
    id: number;
    variantId?: number | null;
    size?: string | null;
    name: string;
    image?: string;
    price: string;
    quantity: number;
    lineTotal: string;
  }[];
}

/** The tracking page for this order, with the email so it opens on the order's status. */
export function trackingLink(order: PlacedOrder): string {
  return `/track-order?${new URLSearchParams({ order: order.orderNumber, email: order.customerEmail })}`;
}
