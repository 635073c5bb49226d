import { Link } from 'react-router';
import { formatPrice } from '../../../../core/currency-format';
import { invoicePagePath, invoicePdfPath } from '../../../../core/invoice-links';
import { formatShopDateTime } from '../../../../core/shop-time';
import {
  TAX_INVOICE_KIND_LABELS,
  type TaxInvoiceKind,
  type TaxInvoiceState,
} from '../../../../core/tax-invoice-states';
import { buttonClasses } from '../../ui/button-styles';
import { ConsoleCard } from '../console-card';
import { RecordActions } from '../record-actions';
import { TaxInvoiceBadge } from '../tax-invoice-badge';

interface PanelInvoice {
  id: number;
  kind: TaxInvoiceKind;
  status: TaxInvoiceState;
  invoiceNumber: number;
  cuInvoiceNumber: string | null;
  totalCents: number;
  issuedAt: Date | null;
  lastError: string | null;
}

export interface TaxInvoicePanelData {
  enabled: boolean;
  sale: PanelInvoice | null;
  creditNotes: PanelInvoice[];
}

/** Where one document stands with KRA: issued with the control unit's number, waiting, or why it failed. */
function InvoiceLine({ invoice, orderNumber }: { invoice: PanelInvoice; orderNumber: string }) {
  const name = `${TAX_INVOICE_KIND_LABELS[invoice.kind]} ${invoice.invoiceNumber}`;
  return (
    <li className="py-3 first:pt-0 last:pb-0">
      <p className="flex flex-wrap items-center justify-between gap-2">
        <span className="flex flex-wrap items-center gap-2 font-medium">
          {name}
          <TaxInvoiceBadge status={invoice.status} />
        </span>
        <span className="whitespace-nowrap tabular-nums">{formatPrice(invoice.totalCents, 'KES')}</span>
      </p>
      {invoice.status === 'issued' ? (
        <p className="mt-1 text-xs break-words text-ink-muted">
          CU invoice {invoice.cuInvoiceNumber}
          {invoice.issuedAt && <> · issued {formatShopDateTime(invoice.issuedAt)}</>}
          {invoice.kind === 'credit_note' && (
            <>
              {' · '}
              <a href={invoicePdfPath(orderNumber, {}, invoice.invoiceNumber)} download className="underline">
                PDF<span className="sr-only"> of {name.toLowerCase()}</span>
              </a>
            </>
          )}
        </p>
      ) : (
        <>
          <p className="mt-1 text-xs break-words text-ink-muted">
            {invoice.status === 'failed'
              ? `Not sent: ${invoice.lastError ?? 'KRA refused it'}`
              : `Waiting to be sent to KRA${invoice.lastError ? `. Last try: ${invoice.lastError}` : '.'}`}
          </p>
          <div className="mt-2">
            <RecordActions
              id={invoice.id}
              about={name.toLowerCase()}
              actions={[{ intent: 'retry-invoice', label: 'Retry' }]}
            />
          </div>
        </>
      )}
    </li>
  );
}

/** The order's KRA eTIMS documents: its sale invoice and a credit note per refund. */
export function TaxInvoicePanel({ orderNumber, data }: { orderNumber: string; data: TaxInvoicePanelData }) {
  if (!data.enabled && !data.sale) return null;
  return (
    <ConsoleCard title="Tax invoice">
      {data.sale ? (
        <>
          <ul className="divide-y divide-line text-sm">
            {[data.sale, ...data.creditNotes].map((invoice) => (
              <InvoiceLine key={invoice.id} invoice={invoice} orderNumber={orderNumber} />
            ))}
          </ul>
          <div className="mt-4 flex flex-wrap gap-2 border-t border-line pt-3">
            <Link to={invoicePagePath(orderNumber)} className={buttonClasses('secondary')}>
              View invoice
            </Link>
            <a href={invoicePdfPath(orderNumber)} download className={buttonClasses('ghost')}>
              Download PDF
            </a>
          </div>
        </>
      ) : (
        <p className="text-sm text-ink-muted">
          No tax invoice yet: it is issued when the order is confirmed.
        </p>
      )}
    </ConsoleCard>
  );
}
