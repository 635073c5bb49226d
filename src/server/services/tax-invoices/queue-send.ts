// The job that sends an invoice, queued in the transaction that writes it (record.ts), by the
// owner's retry, or by a send that leaves a long queue for a further run (send.ts).
import type { DbExecutor } from '../../db/executor';
import { enqueue } from '../jobs';

export const TAX_INVOICE_JOB = 'tax-invoice';

export interface TaxInvoiceJobPayload {
  invoiceId: number;
}

/**
 * Queues the send of an invoice. `again` names a later send of the same invoice (the owner's retry,
 * a long queue carried on), which the first send's key would otherwise swallow.
 */
export async function queueSend(executor: DbExecutor, invoiceId: number, again?: string): Promise<boolean> {
  const payload: TaxInvoiceJobPayload = { invoiceId };
  return enqueue(executor, {
    kind: TAX_INVOICE_JOB,
    key: `tax-invoice:${invoiceId}${again ? `:${again}` : ''}`,
    payload,
  });
}
