// The two kinds of order the shop takes. One order model serves both: a retail order from the
// checkout, a wholesale order from an approved reseller's portal. How each is paid is
// payment-methods.ts.

export const ORDER_KINDS = ['retail', 'wholesale'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

export const ORDER_KIND_LABELS: Record<OrderKind, string> = { retail: 'Retail', wholesale: 'Wholesale' };

export function isOrderKind(value: unknown): value is OrderKind {
  return typeof value === 'string' && (ORDER_KINDS as readonly string[]).includes(value);
}
