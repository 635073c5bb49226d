import type { PaymentMethod } from '../../../core/order-request-schema';

/** The fields of POST /api/orders' answer the checkout reads; money is the server's decimal strings. */
export interface PlacedOrder {
  orderNumber: string;
  status: string;
  paymentMethod: PaymentMethod;
  customerEmail: string;
  subtotal: string;
  deliveryFee: string;
  totalAmount: string;
  items: { id: number; name: string; image?: string; price: string; quantity: number; lineTotal: string }[];
}
