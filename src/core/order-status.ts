// Order statuses and the moves between them, per kind of order (DESIGN.md §4). Admins move orders;
// payments confirm retail ones. Every service asks this module, never its own list of statuses.
import type { OrderKind } from './order-kinds';
import { paymentMethodInfo, type OrderPaymentMethod } from './payment-methods';

export const ORDER_STATUSES = [
  'awaiting_payment', // retail, M-Pesa chosen: push sent or about to be
  'pending_payment', // retail, Pay Later: the shop calls the customer
  'pending', // wholesale, waiting for the shop to accept it
  'confirmed',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** What the rules need to know of an order. */
export interface OrderState {
  kind: OrderKind;
  status: OrderStatus;
  /** Every unit of the order is back in stock (refunds that restocked it); unknown when absent. */
  allUnitsBack?: boolean;
}

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

// Once accepted, both kinds travel the same road; cancelling is possible until the parcel leaves.
const FULFILMENT = {
  confirmed: ['processing', 'cancelled'],
  processing: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
} as const satisfies Partial<Record<OrderStatus, readonly OrderStatus[]>>;

// A shopper may switch an unpaid order between M-Pesa and Pay Later (a failed push leaves the order
// open), so the two unpaid states swap. A wholesale order waits for the shop instead.
const TRANSITIONS: Record<OrderKind, Partial<Record<OrderStatus, readonly OrderStatus[]>>> = {
  retail: {
    awaiting_payment: ['pending_payment', 'confirmed', 'cancelled'],
    pending_payment: ['awaiting_payment', 'confirmed', 'cancelled'],
    ...FULFILMENT,
  },
  wholesale: {
    pending: ['confirmed', 'cancelled'],
    ...FULFILMENT,
  },
};

/**
 * The one rule for the status an order waits in for its payment method: awaiting its M-Pesa
 * payment, its Pay Later call, or the shop. A new order starts there, and an unpaid retail order
 * moves there when the shopper switches method.
 */
export function initialStatus(kind: OrderKind, paymentMethod: OrderPaymentMethod): OrderStatus {
  if (kind === 'wholesale') return 'pending';
  return paymentMethodInfo(paymentMethod).startsIn;
}

/** The statuses an order of this kind can have, in the order it passes through them. */
export function statusesOf(kind: OrderKind): OrderStatus[] {
  return ORDER_STATUSES.filter((status) => TRANSITIONS[kind][status] !== undefined);
}

// The steps that send the order's goods out: with every unit back on the shelf, there is nothing
// to prepare or ship (a refund put it all back), and the shop cancels the order instead.
const SENDS_GOODS: readonly OrderStatus[] = ['processing', 'shipped'];

export const NOTHING_TO_SEND =
  'Every unit of this order is back in stock, so it cannot be processed or shipped. Cancel it instead.';

/** Moving to `to` prepares or ships the order's goods: refused once all are back (NOTHING_TO_SEND). */
export function sendsGoods(to: OrderStatus): boolean {
  return SENDS_GOODS.includes(to);
}

export function nextStatuses({ kind, status, allUnitsBack }: OrderState): readonly OrderStatus[] {
  const next = TRANSITIONS[kind][status] ?? [];
  return allUnitsBack ? next.filter((to) => !sendsGoods(to)) : next;
}

/** Staying in the same status is not a transition: callers treat it as "nothing to do". */
export function canTransition(order: OrderState, to: OrderStatus): boolean {
  return nextStatuses(order).includes(to);
}

/** A retail order waiting for its money: M-Pesa awaiting payment (part-paid too), or Pay Later. */
export const UNPAID_STATUSES = [
  'awaiting_payment',
  'pending_payment',
] as const satisfies readonly OrderStatus[];
const UNPAID: readonly OrderStatus[] = UNPAID_STATUSES;
/** Paid, or arranged and confirmed by the shop: the order counts as a sale. */
export const PAID_STATUSES = [
  'confirmed',
  'processing',
  'shipped',
  'delivered',
] as const satisfies readonly OrderStatus[];
const PAID: readonly OrderStatus[] = PAID_STATUSES;

/**
 * Waiting to be packed: a paid retail order, a Pay Later order the shop confirmed, an accepted
 * wholesale order (all three are 'confirmed'), or one the shop is preparing. Shipped is packed.
 */
export const READY_TO_PACK_STATUSES = ['confirmed', 'processing'] as const satisfies readonly OrderStatus[];

/** A retail order that may still be paid by M-Pesa or Pay Later: not yet confirmed or cancelled. */
export function isPayable({ kind, status }: OrderState): boolean {
  return kind === 'retail' && UNPAID.includes(status);
}

/**
 * Paid, or for Pay Later and wholesale orders arranged and confirmed by the shop: the order counts
 * as a sale from here on.
 */
export function isPaid({ status }: OrderState): boolean {
  return PAID.includes(status);
}

export function isFinalStatus(order: OrderState): boolean {
  return nextStatuses(order).length === 0;
}

/** The four steps of the tracking timeline, in order (SPEC §4). */
export const TRACKING_STEPS = ['confirmed', 'processing', 'shipped', 'delivered'] as const;

// SPEC §4 reads every status outside the four steps as 'Processing'. An order waiting for its
// payment or for the shop has not reached any step yet, so calling it 'Processing' contradicted the
// timeline beside it (docs/decisions.md): the waiting states say what they wait for.
const TRACKING_LABELS: Record<OrderStatus, string> = {
  awaiting_payment: 'Awaiting Payment',
  pending_payment: 'Awaiting Payment',
  pending: 'Awaiting Confirmation',
  confirmed: 'Order Confirmed',
  processing: 'Processing',
  shipped: 'Out for Delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** What the tracking page and its API call a status; a status this code does not know reads 'Processing'. */
export function trackingLabel(status: string): string {
  return isOrderStatus(status) ? TRACKING_LABELS[status] : 'Processing';
}

/** Statuses before the first tracking step: the order waits for its payment or for the shop. */
export function isWaitingStatus(status: string): boolean {
  return isOrderStatus(status) && (UNPAID.includes(status) || status === 'pending');
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
