// What a printed tax invoice or credit note shows (the invoice page, its PDF): the document KRA
// received, who sold and who bought, and the control unit's marks that make it a valid eTIMS
// invoice. Built on the server from the stored invoice (services/tax-invoices/).
import type { TaxInvoiceLine, VatSummary } from './tax-invoice-document';
import type { TaxInvoiceKind, TaxInvoiceState } from './tax-invoice-states';

export interface TaxInvoicePrintable {
  kind: TaxInvoiceKind;
  state: TaxInvoiceState;
  invoiceNumber: number;
  /** A credit note's sale invoice. */
  originalInvoiceNumber: number | null;
  orderNumber: string;
  /** `name` is the legal name the invoice is issued under; `tradingName` the shop's name, shown
   * beside it when the two differ. */
  seller: { name: string; tradingName: string; pin: string; branchId: string };
  buyer: { name: string; pin: string };
  /** When the sale was confirmed or the refund settled (ISO). */
  date: string;
  lines: TaxInvoiceLine[];
  vat: VatSummary[];
  totalCents: number;
  taxCents: number;
  /** A credit note's reason, in the refund's words. */
  reason: string | null;
  /** The control unit's marks; null until KRA has answered. */
  cu: {
    serialNumber: string;
    invoiceNumber: string;
    signature: string;
    internalData: string;
    /** KRA's own date and time of the receipt (ISO). */
    dateTime: string;
  } | null;
  /** The verification link the QR code carries; null until issued. */
  qrUrl: string | null;
}
