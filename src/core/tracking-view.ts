// An order as the shopper who proved it (its number and e-mail) tracks it: the one shape that
// GET /api/orders/track answers and the tracking page renders. Money is decimal strings, times ISO.
import type { DeliveryMethod } from './delivery-methods';
import type { OrderPickupPoint } from './order-delivery';
import type { OrderStatus } from './order-status';
import type { OrderPaymentMethod } from './payment-methods';
import type { TrackedShipment } from './shipments';

export interface TrackingView {
  orderNumber: string;
  createdAt: string;
  status: OrderStatus;
  paymentMethod: OrderPaymentMethod;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  deliveryAddress: string;
  deliveryArea: string;
  deliveryMethod: DeliveryMethod;
  /** The point a pickup order waits at, with its address and opening hours; null for other methods. */
  pickupPointId: number | null;
  pickupPoint: OrderPickupPoint | null;
  subtotal: string;
  deliveryFee: string;
  /** The code as the owner spelt it, and what it took off; the total is net of it. */
  discountCode: string | null;
  discount: string;
  totalAmount: string;
  /** What was ordered, each line with its size as sold. */
  items: {
    id: number;
    variantId: number | null;
    size: string | null;
    sku: string | null;
    name: string;
    image: string;
    price: string;
    quantity: number;
    lineTotal: string;
  }[];
  notes: string | null;
  /** Every status the order reached, oldest first, with the tracking page's word for it. */
  history: { status: OrderStatus; label: string; at: string }[];
  /** What came in by Paybill and what is still to pay; null when nothing came in that way. */
  paybill: { paid: string; due: string } | null;
  /** The order's KRA tax invoice once it has one (confirmed or later): its page, opened with the
   * e-mail the order was proved with, and whether KRA has signed it yet. */
  taxInvoice: { url: string; issued: boolean } | null;
  /** The order's parcels, oldest first: where each is on its way. */
  shipments: TrackedShipment[];
}
