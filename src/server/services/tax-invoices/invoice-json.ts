// GET /api/orders/{orderNumber}/invoice: the fields other programs read, chosen here once. Money
// leaves in KES, as the invoice prints it.
import { formatShopDateTime } from '../../../core/shop-time';
import type { VatSummary } from '../../../core/tax-invoice-document';
import type { OrderTaxDocuments, TaxInvoiceRow } from './read';

const kes = (cents: number) => cents / 100;

function vatJson(vat: readonly VatSummary[]) {
  return vat.map((entry) => ({
    taxType: entry.taxType,
    rate: entry.ratePercent,
    taxableKes: kes(entry.taxableCents),
    taxKes: kes(entry.taxCents),
  }));
}

export interface InvoiceLinks {
  qrUrl: (row: TaxInvoiceRow) => string | null;
}

function documentJson(row: TaxInvoiceRow, links: InvoiceLinks) {
  return {
    status: row.state,
    invoiceNumber: row.invoiceNumber,
    cuSerialNumber: row.cuSerialNumber,
    cuInvoiceNumber: row.cuInvoiceNumber,
    signature: row.receiptSignature,
    qrUrl: links.qrUrl(row),
    issuedAt: row.issuedAt?.toISOString() ?? null,
    totalKes: kes(row.document.totalCents),
    vat: vatJson(row.document.vat),
  };
}

export function toInvoiceJson(documents: OrderTaxDocuments, links: InvoiceLinks) {
  return {
    orderNumber: documents.sale.document.orderNumber,
    ...documentJson(documents.sale, links),
    creditNotes: documents.creditNotes.map((note) => ({
      ...documentJson(note, links),
      originalInvoiceNumber: note.originalInvoiceNumber,
      reason: note.document.creditNote?.reason ?? null,
    })),
  };
}

/** The console's list row. */
export function toInvoiceListJson(row: TaxInvoiceRow & { orderNumber: string }) {
  return {
    id: row.id,
    kind: row.kind,
    status: row.state,
    invoiceNumber: row.invoiceNumber,
    branchId: row.branchId,
    orderNumber: row.orderNumber,
    totalKes: kes(row.document.totalCents),
    createdAt: row.createdAt.toISOString(),
    createdLabel: formatShopDateTime(row.createdAt),
    issuedAt: row.issuedAt?.toISOString() ?? null,
    lastError: row.lastError,
  };
}
