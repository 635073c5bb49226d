// A tax invoice or credit note as the buyer's page shows it, and as it prints: the same content as
// its PDF (services/tax-invoices/invoice-pdf.ts). The QR code arrives from the loader as an SVG
// path, so no QR encoder ships to the browser.
import { useId, type ReactNode } from 'react';
import { formatShopDateTime } from '../../../core/shop-time';
import type { TaxInvoicePrintable } from '../../../core/tax-invoice-printable';
import { cardClasses } from '../ui/card';
import { ControlUnitMarks, type InvoiceQr } from './control-unit-marks';
import { InvoiceLinesTable, InvoiceTotals } from './invoice-lines-table';
import { invoiceTitle, tradingAsLine } from '../../../core/tax-invoice-wording';
import { VatSummaryTable } from './vat-summary-table';

// On paper the card's frame, shadow and padding go: the sheet is the frame. On a phone the padding
// is slim, so the tables' scroll boxes keep as much of the screen as they can.
const SHEET = cardClasses({
  className: 'p-4 sm:p-8 print:rounded-none print:border-0 print:bg-white print:p-0 print:shadow-none',
});

const FACTS = 'grid content-start gap-y-4';

/** The document as one article; its title is an h2 under the page's own h1. */
export function TaxInvoiceDocument({ invoice, qr }: { invoice: TaxInvoicePrintable; qr: InvoiceQr | null }) {
  const titleId = useId();
  const marksId = useId();
  const vatId = useId();
  const credit = invoice.kind === 'credit_note';
  return (
    <article aria-labelledby={titleId} className={SHEET}>
      <header className="flex flex-wrap items-start justify-between gap-x-8 gap-y-4 border-b border-line pb-6">
        <div>
          <h2 id={titleId} className="text-3xl text-earth-900">
            {invoiceTitle(invoice)}
          </h2>
          {invoice.originalInvoiceNumber !== null && (
            <p className="mt-1 text-ink-muted">Credit note for invoice {invoice.originalInvoiceNumber}</p>
          )}
        </div>
        <div className="text-sm sm:text-right">
          <p className="font-semibold text-earth-900">{invoice.seller.name}</p>
          {tradingAsLine(invoice.seller) && <p>{tradingAsLine(invoice.seller)}</p>}
          <p>KRA PIN {invoice.seller.pin}</p>
          <p>Branch {invoice.seller.branchId}</p>
        </div>
      </header>

      <div className="mt-6 grid gap-x-8 gap-y-4 text-sm sm:grid-cols-2 print:grid-cols-2">
        <dl className={FACTS}>
          <Fact term="Buyer">{invoice.buyer.name}</Fact>
          {invoice.buyer.pin.trim() && <Fact term="Buyer's KRA PIN">{invoice.buyer.pin}</Fact>}
        </dl>
        <dl className={FACTS}>
          <Fact term={credit ? 'Credit note number' : 'Invoice number'}>{invoice.invoiceNumber}</Fact>
          <Fact term="Order number">{invoice.orderNumber}</Fact>
          <Fact term="Date">
            <time dateTime={invoice.date}>{formatShopDateTime(invoice.date)}</time>
          </Fact>
        </dl>
        {invoice.reason && (
          <dl className={`${FACTS} sm:col-span-2 print:col-span-2`}>
            <Fact term="Reason">{invoice.reason}</Fact>
          </dl>
        )}
      </div>

      <div className="mt-8">
        <InvoiceLinesTable invoice={invoice} />
        <InvoiceTotals invoice={invoice} />
      </div>

      {/* Not a section: the table's scroll box is already the region this heading names, and two
          regions of one name are one too many for a screen reader's list of landmarks. */}
      <div className="mt-8 break-inside-avoid">
        <h3 id={vatId} className="mb-3 text-lg text-earth-900">
          VAT summary
        </h3>
        <VatSummaryTable vat={invoice.vat} labelledBy={vatId} />
      </div>

      <section aria-labelledby={marksId} className="mt-8 break-inside-avoid">
        <h3 id={marksId} className="mb-3 text-lg text-earth-900">
          KRA control unit
        </h3>
        <ControlUnitMarks invoice={invoice} qr={qr} />
      </section>
    </article>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-ink-muted">{term}</dt>
      <dd className="mt-0.5 font-medium break-words text-earth-900">{children}</dd>
    </div>
  );
}
