// The console's Tax invoices list: all, or those waiting or failed (the ones needing a look).
import { z } from 'zod';
import { pageParamSchema } from './console-filters';
import type { TaxInvoiceState } from './tax-invoice-states';

export const TAX_INVOICE_FILTERS = ['all', 'failed', 'pending', 'issued'] as const;
export type TaxInvoiceFilter = (typeof TAX_INVOICE_FILTERS)[number];

export const taxInvoiceListQuery = z
  .object({
    status: z
      .enum(TAX_INVOICE_FILTERS, { error: `status must be one of ${TAX_INVOICE_FILTERS.join(', ')}` })
      .default('all'),
    page: pageParamSchema,
  })
  .strict();

export function filterStates(filter: TaxInvoiceFilter): TaxInvoiceState[] | undefined {
  return filter === 'all' ? undefined : [filter];
}
