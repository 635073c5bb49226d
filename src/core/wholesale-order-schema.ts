// The body of POST /api/reseller/orders (SPEC §3): items (the wholesale cart as a JSON string or a
// list), totalAmount and notes. The server prices every line at wholesale, so the client's total
// is accepted for old clients and dropped.
import { z } from 'zod';
import { staffStatusChangeSchema } from './admin-order-schemas';
import { plainText } from './form-fields';
import { MAX_WHOLESALE_NOTES } from './order-line-limits';
import { discountCodeField, orderItemsField } from './order-request-schema';

export const wholesaleOrderSchema = z
  .object({
    items: orderItemsField,
    totalAmount: z.unknown().optional(),
    discountCode: discountCodeField,
    notes: plainText('Notes must be text', 'multi-line')
      .max(MAX_WHOLESALE_NOTES, `Notes must be at most ${MAX_WHOLESALE_NOTES} characters`)
      .nullish()
      .transform((notes) => (notes ? notes : null)),
  })
  .strict()
  .transform(({ totalAmount: _total, ...order }) => order);

export type WholesaleOrderRequest = z.output<typeof wholesaleOrderSchema>;

/** An admin moving a wholesale order: POST /api/admin/wholesale-orders/{orderNumber}/status. */
export const wholesaleStatusChangeSchema = staffStatusChangeSchema.pick({ status: true }).strict();
