// Tax invoices and credit notes through KRA's eTIMS: written with the confirmation, refund or
// cancellation that causes them, numbered per branch without gaps, sent in order by the job queue.
export { createTaxInvoicesService, NO_INVOICE } from './service';
export type { DocumentViewer, TaxInvoicesService } from './service';
export type { TaxInvoiceRow } from './read';
export { toInvoiceJson, toInvoiceListJson } from './invoice-json';
export {
  readAdminTaxInvoices,
  toAdminTaxInvoicesJson,
  toAdminTaxInvoicesPage,
  toConsoleInvoice,
} from './admin-list-view';
export type { AdminTaxInvoicesView, ConsoleInvoice } from './admin-list-view';
export { TAX_INVOICE_RETRY, taxInvoiceJobHandler } from './job';
export { TAX_INVOICE_JOB } from './queue-send';
export { qrSvgPath } from './invoice-qr';
export { SETTINGS_MISSING } from './send';
export { etimsFailureSignal } from './failure-signal';
export { invoiceViewer, limitProofLookups } from './viewer';
export type { SignedInAccount } from './viewer';
