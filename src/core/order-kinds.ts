// The two kinds of order the shop takes, and how each is paid. One order model serves both: a
// retail order from the checkout, a wholesale order from an approved reseller's portal.

export const ORDER_KINDS = ['retail', 'wholesale'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

/**
 * M-Pesa and Pay Later are the shopper's choices at checkout; a wholesale order is invoiced to
 * the reseller and paid as agreed with the shop, outside the checkout.
 */
export const ORDER_PAYMENT_METHODS = ['mpesa', 'pay_later', 'invoice'] as const;
export type OrderPaymentMethod = (typeof ORDER_PAYMENT_METHODS)[number];

export const ORDER_KIND_LABELS: Record<OrderKind, string> = { retail: 'Retail', wholesale: 'Wholesale' };

export const PAYMENT_METHOD_LABELS: Record<OrderPaymentMethod, string> = {
  mpesa: 'M-Pesa',
  pay_later: 'Pay Later',
  invoice: 'Wholesale invoice',
};

export function isOrderKind(value: unknown): value is OrderKind {
  return typeof value === 'string' && (ORDER_KINDS as readonly string[]).includes(value);
}
