import { Link } from 'react-router';
import { formatPrice } from '../../../core/currency-format';
import { formatShopDateTime } from '../../../core/shop-time';
import { invoicePagePath } from '../../../core/invoice-links';
import {
  TAX_INVOICE_KIND_LABELS,
  type TaxInvoiceKind,
  type TaxInvoiceState,
} from '../../../core/tax-invoice-states';
import { buttonClasses } from '../ui/button-styles';
import { RecordActions } from './record-actions';
import { TaxInvoiceBadge } from './tax-invoice-badge';

export interface TaxInvoiceCardData {
  id: number;
  kind: TaxInvoiceKind;
  status: TaxInvoiceState;
  invoiceNumber: number;
  cuInvoiceNumber: string | null;
  orderNumber: string;
  totalCents: number;
  createdAt: Date;
  lastError: string | null;
}

/** One row of the Tax invoices list: which document, for which order, and where it stands with KRA. */
export function TaxInvoiceCard({ invoice }: { invoice: TaxInvoiceCardData }) {
  const name = `${TAX_INVOICE_KIND_LABELS[invoice.kind]} ${invoice.invoiceNumber}`;
  const headingId = `tax-invoice-${invoice.id}`;
  return (
    <article aria-labelledby={headingId} className="rounded-card border border-line bg-surface p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <h2 id={headingId} className="flex flex-wrap items-center gap-2 font-sans text-lg font-semibold">
          {name}
          <TaxInvoiceBadge status={invoice.status} />
        </h2>
        <p className="font-semibold whitespace-nowrap tabular-nums">
          {formatPrice(invoice.totalCents, 'KES')}
        </p>
      </div>
      <p className="mt-1 text-sm text-ink-muted">
        <Link to={`/admin/orders/${invoice.orderNumber}`} className="font-medium text-earth-700 underline">
          Order {invoice.orderNumber}
        </Link>
        {' · '}
        {formatShopDateTime(invoice.createdAt)}
        {invoice.cuInvoiceNumber && <> · CU invoice {invoice.cuInvoiceNumber}</>}
      </p>
      {invoice.status !== 'issued' && invoice.lastError && (
        <p className="mt-3 rounded-xl border border-red-200 bg-red-50 px-3 py-2 text-sm break-words text-red-900">
          {invoice.lastError}
        </p>
      )}
      <div className="mt-3 flex flex-wrap items-center gap-2">
        {invoice.status !== 'issued' && (
          <RecordActions
            id={invoice.id}
            about={name.toLowerCase()}
            actions={[{ intent: 'retry-invoice', label: 'Retry' }]}
          />
        )}
        <Link to={invoicePagePath(invoice.orderNumber)} className={buttonClasses('ghost')}>
          View<span className="sr-only"> {name.toLowerCase()}</span>
        </Link>
      </div>
    </article>
  );
}
