// The console's action forms: which button was pressed (`intent`) on which record (`id`). Shared by
// the page actions and the fuzz suite, which must know what a page action may accept.
import { z } from 'zod';

const recordId = z
  .string({ error: 'Missing record id' })
  .regex(/^\d{1,9}$/, 'Record id must be a positive whole number')
  .transform(Number)
  .refine((id) => id >= 1, 'Record id must be a positive whole number');

function actionForm<const T extends readonly [string, ...string[]]>(intents: T) {
  return z.object({ intent: z.enum(intents, { error: 'Unknown action' }), id: recordId }).strict();
}

export const decisionFormSchema = actionForm(['approve', 'reject']);
export const messageFormSchema = actionForm(['handled', 'reopen']);
/** A tax invoice's Retry, on the Tax invoices list and on its order's page. */
export const taxInvoiceRetryFormSchema = actionForm(['retry-invoice']);
