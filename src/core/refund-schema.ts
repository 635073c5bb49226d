// What the console (and API callers) send to refund an M-Pesa payment: which payment, how many
// whole shillings (M-Pesa moves no cents), why, and which of the order's units came back to the
// shelf (they go back in stock when the refund succeeds).
import { z } from 'zod';
import { textField } from './form-fields';
import { MAX_LINE_QUANTITY, MAX_ORDER_LINES } from './order-line-limits';

export const REFUND_PAYMENT_KINDS = ['stk', 'c2b'] as const;
export type RefundPaymentKind = (typeof REFUND_PAYMENT_KINDS)[number];
export const MAX_REFUND_REASON = 300;
/** Daraja's largest single M-Pesa transaction. */
export const MAX_REFUND_KES = 250_000;

// The payments' ids are Postgres integers.
const MAX_PAYMENT_ID = 2_147_483_647;

// JSON sends numbers, the console's form their digits. Nothing else becomes a number: not "0x10",
// "1e3", "" or true. An amount may show cents ("12.50"), so that its own rule can say why it is refused.
const idDigits = (value: unknown) =>
  typeof value === 'string' && /^\s*\d{1,10}\s*$/.test(value) ? Number(value) : value;
const amountDigits = (value: unknown) =>
  typeof value === 'string' && /^\s*\d{1,15}(?:\.\d{1,15})?\s*$/.test(value) ? Number(value) : value;

const RESTOCK_ITEMS_FORMAT = 'restockItems must be a list of { productId, variantId, quantity }';
const UNITS_FORMAT = `Units back in stock must be a whole number from 0 to ${MAX_LINE_QUANTITY}`;

const restockItemSchema = z
  .object({
    productId: z
      .number({ error: 'Choose a product of the order' })
      .int('Choose a product of the order')
      .positive('Choose a product of the order'),
    /** The size; may be left out for a product the order holds in one size only. */
    variantId: z
      .number({ error: 'Choose a size of the order' })
      .int('Choose a size of the order')
      .positive('Choose a size of the order')
      .optional(),
    quantity: z
      .number({ error: UNITS_FORMAT })
      .int(UNITS_FORMAT)
      .min(0, UNITS_FORMAT)
      .max(MAX_LINE_QUANTITY, UNITS_FORMAT),
  })
  .strict();

export const refundRequestSchema = z
  .object({
    /** 'stk' for an M-Pesa prompt payment, 'c2b' for a Paybill payment. */
    paymentKind: z.enum(REFUND_PAYMENT_KINDS, { error: 'Payment kind must be stk or c2b' }),
    paymentId: z.preprocess(
      idDigits,
      z
        .number({ error: 'Choose the payment to refund' })
        .int('Choose the payment to refund')
        .positive('Choose the payment to refund')
        .max(MAX_PAYMENT_ID, 'Choose the payment to refund'),
    ),
    amountKes: z.preprocess(
      amountDigits,
      z
        .number({ error: 'Amount must be a number of shillings' })
        .int('M-Pesa refunds whole shillings: leave out the cents')
        .min(1, 'Amount must be at least KSH 1')
        .max(MAX_REFUND_KES, `Amount must be at most KSH ${MAX_REFUND_KES.toLocaleString('en-KE')}`),
    ),
    reason: textField(
      1,
      'Say why the money goes back',
      MAX_REFUND_REASON,
      `A reason must be at most ${MAX_REFUND_REASON} characters`,
    ),
    /**
     * Every unit of the order still out came back, whatever the amount (a refund less a restocking
     * fee or the delivery is still a return of everything). The older way to restock, kept for API
     * callers; the console's form sends `restockItems`. Not together with `restockItems`.
     */
    restock: z.boolean({ error: 'Restock must be true or false' }).default(false),
    /** The units that came back, per product of the order; 0 (or leaving a product out) is none. */
    restockItems: z
      .array(restockItemSchema, { error: RESTOCK_ITEMS_FORMAT })
      .max(MAX_ORDER_LINES, `At most ${MAX_ORDER_LINES} products`)
      .refine(
        (items) =>
          new Set(items.map((item) => `${item.productId}:${item.variantId ?? ''}`)).size === items.length,
        'Name each size once',
      )
      .default([]),
  })
  .strict()
  .refine((request) => !(request.restock && request.restockItems.some((item) => item.quantity > 0)), {
    message:
      'Send either restock (every unit still out) or restockItems (the units that came back), not both',
    path: ['restockItems'],
  });

export type RefundRequest = z.output<typeof refundRequestSchema>;
export type RestockItem = z.output<typeof restockItemSchema>;
/** Units of one size to go back, as a refund keeps them. */
export type StoredRestockItem = { productId: number; variantId: number; quantity: number };

/**
 * The refund form's fields as the console's forms send them: text, and for each line of the order
 * a product id, a size id and its "units back in stock" (`restockProductId`, `restockVariantId` and
 * `restockQuantity`, in the same order). An emptied count is none; anything but digits is left for
 * the schema to refuse.
 */
export function refundFormInput(form: FormData) {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : undefined;
  };
  const count = (value: FormDataEntryValue | undefined) => {
    if (typeof value !== 'string') return value;
    if (value.trim() === '') return 0;
    return /^\s*\d{1,7}\s*$/.test(value) ? Number(value) : value;
  };
  const quantities = form.getAll('restockQuantity');
  const variants = form.getAll('restockVariantId');
  return {
    paymentKind: text('paymentKind'),
    paymentId: text('paymentId'),
    amountKes: text('amountKes'),
    reason: text('reason'),
    restockItems: form.getAll('restockProductId').map((productId, index) => ({
      productId: count(productId),
      ...(variants[index] === undefined || variants[index] === ''
        ? {}
        : { variantId: count(variants[index]) }),
      quantity: count(quantities[index]),
    })),
  };
}

export const REFUND_STATE_LABELS = {
  pending: 'Sent to M-Pesa, waiting for its answer',
  succeeded: 'Refunded',
  failed: 'Failed',
  timed_out: 'Timed out in M-Pesa: not sent, may be tried again',
} as const;
