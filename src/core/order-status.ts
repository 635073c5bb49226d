// Order statuses and the moves between them (DESIGN.md §4). Admins move orders; payments confirm them.

export const ORDER_STATUSES = [
  'awaiting_payment', // M-Pesa chosen, push sent or about to be
  'pending_payment', // Pay Later: the shop calls the customer
  'pending', // wholesale order waiting for the shop
  'confirmed',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

// Cancelling is possible until the parcel leaves. A shopper may switch an unpaid order between
// M-Pesa and Pay Later (a failed push leaves the order open), so the two unpaid states swap.
const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  awaiting_payment: ['pending_payment', 'confirmed', 'cancelled'],
  pending_payment: ['awaiting_payment', 'confirmed', 'cancelled'],
  pending: ['confirmed', 'cancelled'],
  confirmed: ['processing', 'cancelled'],
  processing: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

export function nextStatuses(from: OrderStatus): readonly OrderStatus[] {
  return NEXT[from];
}

/** Staying in the same status is not a transition: callers treat it as "nothing to do". */
export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT[from].includes(to);
}

const UNPAID: readonly OrderStatus[] = ['awaiting_payment', 'pending_payment'];
const PAID: readonly OrderStatus[] = ['confirmed', 'processing', 'shipped', 'delivered'];

/** A retail order that may still be paid: M-Pesa or Pay Later, not yet confirmed or cancelled. */
export function isPayable(status: OrderStatus): boolean {
  return UNPAID.includes(status);
}

/** Payment received (or, for Pay Later, arranged and confirmed by the shop). */
export function isPaid(status: OrderStatus): boolean {
  return PAID.includes(status);
}

export function isFinalStatus(status: OrderStatus): boolean {
  return NEXT[status].length === 0;
}

/** The four steps of the tracking timeline, in order (SPEC §4). */
export const TRACKING_STEPS = ['confirmed', 'processing', 'shipped', 'delivered'] as const;

const TRACKING_LABELS: Partial<Record<OrderStatus, string>> = {
  confirmed: 'Order Confirmed',
  processing: 'Processing',
  shipped: 'Out for Delivery',
  delivered: 'Delivered',
};

/** What the tracking page shows: any status outside the four steps reads 'Processing' (SPEC §4). */
export function trackingLabel(status: string): string {
  return (isOrderStatus(status) && TRACKING_LABELS[status]) || 'Processing';
}

/** Labels for the admin console and the reseller's order list. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  awaiting_payment: 'Awaiting M-Pesa payment',
  pending_payment: 'Pay Later: awaiting payment',
  pending: 'Pending',
  confirmed: 'Confirmed',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

export type StatusColour = 'yellow' | 'blue' | 'orange' | 'purple' | 'green' | 'grey';

/** Badge colours of the reseller's order list (SPEC §4); anything else is grey. */
export function statusBadgeColour(status: string): StatusColour {
  const colours: Record<string, StatusColour> = {
    pending: 'yellow',
    confirmed: 'blue',
    processing: 'orange',
    shipped: 'purple',
    delivered: 'green',
  };
  return Object.hasOwn(colours, status) ? (colours[status] as StatusColour) : 'grey';
}
