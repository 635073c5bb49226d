// What a discount code takes off an order, and why it may not: the one rule the server applies when
// an order is placed and the cart shows before paying, so the saving a shopper sees is the one
// charged. Per-customer and total use limits need the database and live in the discounts service.
import { formatPrice } from './currency-format';
import type { OrderKind } from './order-kinds';

export const DISCOUNT_KINDS = ['percent', 'fixed', 'free_delivery'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

export const DISCOUNT_AUDIENCES = ['retail', 'wholesale', 'both'] as const;
export type DiscountAudience = (typeof DISCOUNT_AUDIENCES)[number];

export const DISCOUNT_KIND_LABELS: Record<DiscountKind, string> = {
  percent: 'Percent off',
  fixed: 'Amount off',
  free_delivery: 'Free delivery',
};

export const DISCOUNT_AUDIENCE_LABELS: Record<DiscountAudience, string> = {
  retail: 'Shop orders',
  wholesale: 'Wholesale orders',
  both: 'Shop and wholesale orders',
};

// M-Pesa takes no payment under KSH 1, so a discount always leaves at least that much to pay.
export const MIN_PAYABLE_CENTS = 100;

export const DISCOUNT_MESSAGES = {
  unknown: 'This discount code is not valid',
  notStarted: 'This discount code is not active yet',
  expired: 'This discount code has expired',
  usedUp: 'This discount code has been used up',
  usedByCustomer: 'You have already used this discount code',
  retailOnly: 'This discount code is not for wholesale orders',
  wholesaleOnly: 'This discount code is for wholesale orders only',
  noItems: 'This discount code does not apply to the items in your cart',
  deliveryAlreadyFree: 'Delivery is already free on this order',
} as const;

export function minimumSubtotalMessage(minSubtotalCents: number): string {
  return `This discount code needs a subtotal of at least ${formatPrice(minSubtotalCents, 'KES')}`;
}

export interface DiscountRule {
  code: string;
  kind: DiscountKind;
  /** Percent off (1-100), or KES cents off; unused for free delivery. */
  value: number;
  minSubtotalCents: number;
  startsAt: Date | null;
  endsAt: Date | null;
  appliesTo: DiscountAudience;
  /** Only these products, or these categories; both null means every line. */
  productIds: number[] | null;
  categories: string[] | null;
  active: boolean;
}

export interface DiscountLine {
  productId: number;
  category: string;
  lineTotalCents: number;
}

export interface DiscountedOrder {
  kind: OrderKind;
  lines: readonly DiscountLine[];
  subtotalCents: number;
  deliveryFeeCents: number;
}

/** The lines a code reaches: all of them, or those of its products or categories. */
function eligibleCents(rule: DiscountRule, lines: readonly DiscountLine[]): number {
  const restricted = rule.productIds !== null || rule.categories !== null;
  return lines
    .filter(
      (line) =>
        !restricted ||
        (rule.productIds?.includes(line.productId) ?? false) ||
        (rule.categories?.includes(line.category) ?? false),
    )
    .reduce((sum, line) => sum + line.lineTotalCents, 0);
}

/** Why the code cannot be used on this order (ignoring use limits), or null when it can. */
export function discountRefusal(rule: DiscountRule, order: DiscountedOrder, now: Date): string | null {
  if (!rule.active) return DISCOUNT_MESSAGES.unknown;
  if (rule.startsAt && now < rule.startsAt) return DISCOUNT_MESSAGES.notStarted;
  if (rule.endsAt && now >= rule.endsAt) return DISCOUNT_MESSAGES.expired;
  if (rule.appliesTo === 'retail' && order.kind !== 'retail') return DISCOUNT_MESSAGES.retailOnly;
  if (rule.appliesTo === 'wholesale' && order.kind !== 'wholesale') return DISCOUNT_MESSAGES.wholesaleOnly;
  if (order.subtotalCents < rule.minSubtotalCents) return minimumSubtotalMessage(rule.minSubtotalCents);
  if (rule.kind === 'free_delivery') {
    return order.deliveryFeeCents === 0 ? DISCOUNT_MESSAGES.deliveryAlreadyFree : null;
  }
  return eligibleCents(rule, order.lines) === 0 ? DISCOUNT_MESSAGES.noItems : null;
}

/**
 * What the code takes off an order it may be used on: a percent of the lines it reaches (rounded
 * to the cent), a fixed amount up to those lines' worth, or the delivery fee; never so much that
 * less than MIN_PAYABLE_CENTS is left to pay.
 */
export function discountCents(rule: DiscountRule, order: DiscountedOrder): number {
  const eligible = eligibleCents(rule, order.lines);
  const wanted =
    rule.kind === 'free_delivery'
      ? order.deliveryFeeCents
      : rule.kind === 'percent'
        ? Math.round((eligible * rule.value) / 100)
        : Math.min(rule.value, eligible);
  const total = order.subtotalCents + order.deliveryFeeCents;
  return Math.max(0, Math.min(wanted, total - MIN_PAYABLE_CENTS));
}

/** Codes are matched without regard to case or surrounding spaces. */
export function normaliseDiscountCode(code: string): string {
  return code.trim().toLowerCase();
}

/** "10% off", "KSH 500.00 off", "Free delivery": how a code reads in the console and the cart. */
export function describeDiscount(rule: Pick<DiscountRule, 'kind' | 'value'>): string {
  if (rule.kind === 'percent') return `${rule.value}% off`;
  if (rule.kind === 'fixed') return `${formatPrice(rule.value, 'KES')} off`;
  return 'Free delivery';
}
