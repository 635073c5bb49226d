// A stored invoice as the invoice page and its PDF show it.
import type { TaxInvoicePrintable } from '../../../core/tax-invoice-printable';
import type { TaxInvoiceRow } from './read';

/** `yyyyMMddHHmmss` in Nairobi time (the control unit's clock) as an ISO instant. */
function cuInstant(value: string | null): string | null {
  const m = value?.match(/^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/);
  return m ? new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}+03:00`).toISOString() : null;
}

export function toPrintable(
  row: TaxInvoiceRow,
  seller: { name: string; tradingName: string; pin: string },
  qrUrl: string | null,
): TaxInvoicePrintable {
  const issued = row.state === 'issued' && row.receiptSignature !== null;
  return {
    kind: row.kind,
    state: row.state,
    invoiceNumber: row.invoiceNumber,
    originalInvoiceNumber: row.originalInvoiceNumber,
    orderNumber: row.document.orderNumber,
    // Once issued, the seller is who KRA issued it for; before, who the settings name. The trading
    // name is the shop's as it is now: it names the shop, not the taxpayer.
    seller: {
      name: row.sellerName ?? seller.name,
      tradingName: seller.tradingName,
      pin: row.sellerPin ?? seller.pin,
      branchId: row.branchId,
    },
    buyer: row.document.buyer,
    date: row.document.at,
    lines: row.document.lines,
    vat: row.document.vat,
    totalCents: row.document.totalCents,
    taxCents: row.document.taxCents,
    reason: row.document.creditNote?.reason ?? null,
    cu: issued
      ? {
          serialNumber: row.cuSerialNumber ?? '',
          invoiceNumber: row.cuInvoiceNumber ?? '',
          signature: row.receiptSignature ?? '',
          internalData: row.internalData ?? '',
          dateTime: cuInstant(row.cuDateTime) ?? row.issuedAt?.toISOString() ?? row.document.at,
        }
      : null,
    qrUrl: issued ? qrUrl : null,
  };
}
