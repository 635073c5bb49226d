import type { ComponentType } from 'react';
import type { CheckoutDetails } from '../../../../core/checkout-schema';
import type { CheckoutPaymentMethod } from '../../../../core/payment-methods';
import type { PlacedOrder } from '../placed-order';

/** The screen a method's checkout ends on when the order is placed but not yet paid. */
export type PlacedScreen = ComponentType<{ order: PlacedOrder }>;

/**
 * What the checkout gives every method's panel, whichever method it is: the shopper's details and
 * the total, and the few moves a panel makes on the checkout. A panel reaches the checkout only so.
 */
export interface CheckoutContext {
  details: CheckoutDetails;
  /** What the shopper will pay: the server's total once the order exists, the estimate before. */
  totalCents: number;
  /**
   * Creates the order with `method` as its payment, or reuses it (switched when the shopper may
   * ask); null when that failed, the shopper already told why.
   */
  prepareOrder: (method: CheckoutPaymentMethod) => Promise<PlacedOrder | null>;
  /** The order is paid: the checkout ends and the order's own page takes over. */
  onPaid: (order: PlacedOrder) => void;
  /** The order is placed and its money comes later: the checkout ends on the method's `Screen`. */
  onPlaced: (order: PlacedOrder, Screen: PlacedScreen) => void;
  /** Shows another method's tab. */
  onSwitch: (method: CheckoutPaymentMethod) => void;
}

/**
 * A method's part of the checkout, registered in checkout-methods.ts; its tab's name, icon and place
 * come from core/payment-methods.ts.
 */
export interface CheckoutMethod {
  id: CheckoutPaymentMethod;
  Panel: ComponentType<{ checkout: CheckoutContext }>;
  /** Kept mounted while its tab is hidden. */
  keepMounted?: boolean;
}
