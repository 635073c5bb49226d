// How much one order may hold, apart from the zod schemas so that pages can use the numbers
// without shipping zod (whose code generation a strict Content-Security-Policy refuses).

/** Units of one product in one line (the retail checkout has its own, lower cap: config/limits-env.ts). */
export const MAX_LINE_QUANTITY = 1000;
export const MAX_ORDER_LINES = 100;
export const MAX_WHOLESALE_NOTES = 1000;

/** The retail checkout's quantity rules, as the product page and the cart say them before checkout. */
export interface RetailQuantityRules {
  /** ORDER_LINE_MAX_QUANTITY: the most of one product a retail order may hold. */
  perOrder: number;
  /** UNPAID_UNITS_PER_PRODUCT: the most of one product unpaid orders may hold for long (Pay Later). */
  unpaid: number;
  /** settings.orders.surplusHoldMinutes: how long an M-Pesa order holds what is beyond `unpaid`. */
  holdMinutes: number;
}

/** The environment's defaults (config/limits-env.ts). */
export const DEFAULT_RETAIL_LINE_QUANTITY = 20;
export const DEFAULT_UNPAID_UNITS_PER_PRODUCT = 10;

export function lineCapMessage(name: string, cap: number): string {
  return `You can order at most ${cap} of ${name} at once. For more, please contact us or apply as a reseller.`;
}

/** What a shopper choosing `quantity` of one product should know before checkout, if anything. */
export function quantityRuleNote(rules: RetailQuantityRules, name: string, quantity: number): string | null {
  if (quantity > rules.perOrder) return lineCapMessage(name, rules.perOrder);
  if (quantity > rules.unpaid) {
    return `More than ${rules.unpaid}: pay by M-Pesa within ${rules.holdMinutes} minutes of ordering to keep them all. Pay Later takes up to ${rules.unpaid}.`;
  }
  return null;
}

/** SPEC §5 and §8: an order needs at least one line. */
export const CART_IS_EMPTY = 'Cart is empty';
