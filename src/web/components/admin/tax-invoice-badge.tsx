import { TAX_INVOICE_STATE_LABELS, type TaxInvoiceState } from '../../../core/tax-invoice-states';
import { taxInvoiceBadgeClasses } from '../ui/status-badge-classes';

/** Where a tax invoice stands with KRA: waiting, issued or failed. */
export function TaxInvoiceBadge({ status }: { status: TaxInvoiceState }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${taxInvoiceBadgeClasses(status)}`}
    >
      {TAX_INVOICE_STATE_LABELS[status]}
    </span>
  );
}
