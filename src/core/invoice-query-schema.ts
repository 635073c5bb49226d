// How a shopper without an account shows, in the address of an invoice or its PDF, that the order
// is hers: the e-mail it was placed with (as the tracking page asks) or its payment token (the
// order mail's link). A query that fails the check proves nothing, like a missing one.
import { z } from 'zod';
import { orderProofFields } from './order-proof-schema';

export const invoiceQuerySchema = z.object({
  email: orderProofFields.customerEmail,
  paymentToken: orderProofFields.paymentToken,
  /** A credit note of the order, by its number; the sale invoice without it. */
  document: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});

export type InvoiceQuery = z.infer<typeof invoiceQuerySchema>;
