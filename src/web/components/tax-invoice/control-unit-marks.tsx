import { formatShopDateTime } from '../../../core/shop-time';
import type { TaxInvoicePrintable } from '../../../core/tax-invoice-printable';
import { awaitingKraWords, webLink } from '../../../core/tax-invoice-wording';

export interface InvoiceQr {
  /** Modules across, quiet zone included: the drawing's viewBox. */
  size: number;
  /** The dark modules as one SVG path, made on the server (services/tax-invoices/invoice-qr.ts). */
  path: string;
}

/**
 * The control unit's marks that make the invoice valid, with the verification QR code and its
 * link; before KRA has answered, a note saying the invoice waits for it.
 */
export function ControlUnitMarks({ invoice, qr }: { invoice: TaxInvoicePrintable; qr: InvoiceQr | null }) {
  const { cu, qrUrl } = invoice;
  if (!cu) {
    const words = awaitingKraWords(invoice);
    return (
      <div className="rounded-control bg-gold-100 p-4 text-sm print:border print:border-line">
        <p className="font-semibold text-earth-900">{words.heading}</p>
        <p className="mt-1 text-ink">{words.detail}</p>
      </div>
    );
  }
  const href = webLink(qrUrl);
  return (
    <div className="flex flex-col gap-6 md:flex-row md:items-start md:justify-between print:flex-row print:items-start print:justify-between">
      <dl className="grid min-w-0 content-start gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <Mark term="CU serial number" value={cu.serialNumber} />
        <Mark term="CU invoice number" value={cu.invoiceNumber} />
        <Mark term="Receipt signature" value={cu.signature} />
        <Mark term="Internal data" value={cu.internalData} />
        <Mark term="CU date and time" value={formatShopDateTime(cu.dateTime)} dateTime={cu.dateTime} />
      </dl>
      {qr && qrUrl && (
        <figure className="shrink-0 md:w-56 print:w-48">
          <svg
            role="img"
            aria-label="Verification QR code"
            viewBox={`0 0 ${qr.size} ${qr.size}`}
            shapeRendering="crispEdges"
            className="size-40 rounded-control border border-line print:size-36 print:border-0"
          >
            <rect width={qr.size} height={qr.size} fill="#fff" />
            <path d={qr.path} fill="#000" />
          </svg>
          <figcaption className="mt-2 text-xs text-ink-muted">
            Verify this invoice with KRA:{' '}
            {href ? (
              <a href={href} className="break-all text-earth-700 underline underline-offset-2">
                {qrUrl}
              </a>
            ) : (
              <span className="break-all text-ink">{qrUrl}</span>
            )}
          </figcaption>
        </figure>
      )}
    </div>
  );
}

function Mark({ term, value, dateTime }: { term: string; value: string; dateTime?: string }) {
  return (
    <div className="sm:contents">
      <dt className="text-ink-muted">{term}</dt>
      <dd className="font-mono break-all text-earth-900">
        {dateTime ? <time dateTime={dateTime}>{value}</time> : value}
      </dd>
    </div>
  );
}
