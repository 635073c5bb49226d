// The Tax invoices page's read: the same view as GET /api/admin/tax-invoices, for the tab in the
// address; and the Retry that the page and an order's page both post.
import type { AppLoadContext } from 'react-router';
import { filterOf } from '../../../core/console-filters';
import { taxInvoiceRetryFormSchema } from '../../../core/console-forms';
import { pageNumber } from '../../../core/paging';
import { TAX_INVOICE_FILTERS } from '../../../core/tax-invoice-filters';
import { parseInput } from '../../../core/zod-errors';
import type { SessionUser } from '../../../server/services/accounts';
import { readAdminTaxInvoices, toAdminTaxInvoicesPage } from '../../../server/services/tax-invoices';
import { consoleAction, refusedForm } from '../../lib/console-action.server';
import { keepWithinList } from '../../lib/console-paging.server';

export async function taxInvoicesPageData(context: AppLoadContext, request: Request) {
  const query = new URL(request.url).searchParams;
  const status = filterOf(TAX_INVOICE_FILTERS, query.get('status'));
  const view = await readAdminTaxInvoices(
    context.services.taxInvoices,
    status,
    pageNumber(query.get('page')),
  );
  keepWithinList(request, view.paged);
  return { ...toAdminTaxInvoicesPage(view), enabled: context.services.taxInvoices.enabled };
}

/** Sends one invoice to KRA again; a refusal (already issued, eTIMS off) is said on the page. */
export async function retryInvoiceAction(context: AppLoadContext, admin: SessionUser, form: FormData) {
  const parsed = parseInput(taxInvoiceRetryFormSchema, Object.fromEntries(form));
  if (!parsed.ok) return refusedForm(parsed.body);
  return consoleAction(async () => {
    const { invoiceNumber } = await context.services.taxInvoices.retry(parsed.data.id, admin.id);
    return `Invoice ${invoiceNumber} queued to send again.`;
  });
}
