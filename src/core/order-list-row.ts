import type { OrderKind } from './order-kinds';
import type { OrderPaymentMethod } from './payment-methods';
import type { OrderStatus } from './order-status';

/** One order in the console's list: what the owner scans for, nothing more. */
export interface OrderListRow {
  orderNumber: string;
  kind: OrderKind;
  status: OrderStatus;
  paymentMethod: OrderPaymentMethod;
  customerName: string;
  customerPhone: string;
  customerEmail: string;
  /** The reseller's business, for wholesale orders. */
  businessName: string | null;
  itemCount: number;
  totalCents: number;
  createdAt: Date;
}
