// The body of POST /api/orders (SPEC §3, DESIGN.md §4). The server re-prices every line and decides
// the status, so client totals, fees, statuses, transaction ids and notes are accepted (old clients
// send them) and then dropped.
import { z } from 'zod';
import { checkoutFields } from './checkout-schema';
import { checkPickupPointNamed, deliveryChoiceFields } from './delivery-choice-schema';
import { plainText } from './form-fields';
import { CART_IS_EMPTY, MAX_LINE_QUANTITY, MAX_ORDER_LINES } from './order-line-limits';
import { CHECKOUT_PAYMENT_METHODS } from './payment-methods';
import { productIdField } from './product-id';

const BAD_QUANTITY = 'Quantity must be a whole number of at least 1';
const TOO_MANY = `Quantity must be at most ${MAX_LINE_QUANTITY}`;

const BAD_VARIANT = 'variantId must be the id of one of the product’s sizes';

// Only id, variantId and quantity are read; name, price and image of the cart line are ignored
// (stripped). Without variantId the line is for the product's first size in stock, so clients that
// know nothing of sizes keep working.
const orderLineSchema = z.object({
  id: productIdField,
  variantId: z
    .number({ error: BAD_VARIANT })
    .int(BAD_VARIANT)
    .positive(BAD_VARIANT)
    .max(2_147_483_647, BAD_VARIANT)
    .optional(),
  quantity: z
    .number({ error: BAD_QUANTITY })
    .int(BAD_QUANTITY)
    .min(1, BAD_QUANTITY)
    .max(MAX_LINE_QUANTITY, TOO_MANY),
});
export type OrderLineRequest = z.output<typeof orderLineSchema>;

// SPEC sends the cart as a JSON string; newer clients send the array itself.
function parseJsonText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return undefined;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/** Lines for the same product and size are merged, as adding to the cart does (SPEC §4). */
function mergeLines(lines: OrderLineRequest[]): OrderLineRequest[] {
  const merged = new Map<string, OrderLineRequest>();
  for (const line of lines) {
    const key = `${line.id}:${line.variantId ?? ''}`;
    const seen = merged.get(key);
    merged.set(key, { ...line, quantity: (seen?.quantity ?? 0) + line.quantity });
  }
  return [...merged.values()];
}

export const orderItemsField = z
  .preprocess(
    parseJsonText,
    z
      .array(orderLineSchema, {
        error: (issue) =>
          issue.input === undefined || issue.input === null
            ? CART_IS_EMPTY
            : 'Items must be a list of cart lines',
      })
      .min(1, CART_IS_EMPTY)
      .max(MAX_ORDER_LINES, `An order can hold at most ${MAX_ORDER_LINES} different products`),
  )
  .transform(mergeLines)
  .refine((lines) => lines.every((line) => line.quantity <= MAX_LINE_QUANTITY), TOO_MANY);

const ignored = z.unknown().optional();

/** The shopper's discount code: trimmed; an empty one means none. */
export const discountCodeField = plainText('The discount code must be text')
  .max(64, 'The discount code must be at most 64 characters')
  .optional()
  .transform((code) => (code ? code : undefined));

export const orderRequestSchema = z
  .object({
    ...checkoutFields,
    ...deliveryChoiceFields,
    items: orderItemsField,
    paymentMethod: z.enum(CHECKOUT_PAYMENT_METHODS, { error: 'Please choose a payment method' }),
    discountCode: discountCodeField,
    totalAmount: ignored,
    deliveryFee: ignored,
    status: ignored,
    transactionId: ignored,
    notes: ignored,
  })
  .strict()
  .superRefine(checkPickupPointNamed)
  .transform(
    ({ totalAmount: _t, deliveryFee: _d, status: _s, transactionId: _x, notes: _n, ...order }) => order,
  );

export type OrderRequest = z.output<typeof orderRequestSchema>;
