// The console's Tax invoices screen through its two doors, both from one read of the service's
// list: GET /api/admin/tax-invoices as JSON (the fields other programs read, in invoice-json.ts)
// and the page's loader data. The order page's tax invoice section shows its documents as the
// list shows a row (toConsoleInvoice).
import { PAGE_SIZE, pageOffset, type Paged } from '../../../core/paging';
import { filterStates, type TaxInvoiceFilter } from '../../../core/tax-invoice-filters';
import { toInvoiceListJson } from './invoice-json';
import type { TaxInvoiceListRow, TaxInvoiceRow } from './read';
import type { TaxInvoicesService } from './service';

export interface AdminTaxInvoicesView {
  filter: TaxInvoiceFilter;
  paged: Paged<TaxInvoiceListRow>;
  /** Failed invoices in all, whichever tab is shown: the ones the owner must look at. */
  failedCount: number;
}

type ListReader = Pick<TaxInvoicesService, 'list'>;

/** One page of one tab, newest first, and the count on the Failed tab. */
export async function readAdminTaxInvoices(
  service: ListReader,
  filter: TaxInvoiceFilter,
  page: number,
): Promise<AdminTaxInvoicesView> {
  const states = filterStates(filter);
  const [list, failed] = await Promise.all([
    service.list({ ...(states ? { states } : {}), limit: PAGE_SIZE, offset: pageOffset(page) }),
    filter === 'failed' ? null : service.list({ states: ['failed'], limit: 1, offset: 0 }),
  ]);
  return {
    filter,
    paged: { rows: list.rows, page, pageSize: PAGE_SIZE, total: list.total },
    failedCount: failed ? failed.total : list.total,
  };
}

/** GET /api/admin/tax-invoices: its fields as they always were. */
export function toAdminTaxInvoicesJson(view: AdminTaxInvoicesView) {
  const { rows, page, pageSize, total } = view.paged;
  return { invoices: rows.map(toInvoiceListJson), page, pageSize, total };
}

/** An invoice or credit note as the console draws it: money in cents, times as dates. */
export function toConsoleInvoice(row: TaxInvoiceRow) {
  return {
    id: row.id,
    kind: row.kind,
    status: row.state,
    invoiceNumber: row.invoiceNumber,
    cuInvoiceNumber: row.cuInvoiceNumber,
    totalCents: row.document.totalCents,
    createdAt: row.createdAt,
    issuedAt: row.issuedAt,
    lastError: row.lastError,
  };
}

export type ConsoleInvoice = ReturnType<typeof toConsoleInvoice>;

/** The Tax invoices page's loader data. */
export function toAdminTaxInvoicesPage(view: AdminTaxInvoicesView) {
  const { rows, page, pageSize, total } = view.paged;
  return {
    status: view.filter,
    failedCount: view.failedCount,
    page,
    pageSize,
    total,
    rows: rows.map((row) => ({ ...toConsoleInvoice(row), orderNumber: row.orderNumber })),
  };
}
