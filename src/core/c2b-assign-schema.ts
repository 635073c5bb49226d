// What the console sends to assign an unmatched Paybill payment to an order.
import { z } from 'zod';
import { orderNumberField } from './form-fields';

export const c2bAssignSchema = z.object({ orderNumber: orderNumberField() }).strict();
export type C2bAssignInput = z.infer<typeof c2bAssignSchema>;

/** The console page's assign form: which payment, to which order. */
export const c2bAssignFormSchema = z
  .object({
    intent: z.literal('assign', { error: 'Unknown action' }),
    id: z
      .string({ error: 'Missing record id' })
      .regex(/^\d{1,9}$/, 'Record id must be a positive whole number')
      .transform(Number)
      .refine((id) => id >= 1, 'Record id must be a positive whole number'),
    orderNumber: orderNumberField(),
  })
  .strict();
