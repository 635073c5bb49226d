import { Download, FileText } from 'lucide-react';
import { Link } from 'react-router';
import type { ResellerOrder } from './reseller-order';

const LINK =
  'inline-flex min-h-11 items-center gap-1.5 font-medium text-earth-700 underline-offset-4 hover:underline';

/** A confirmed order's tax invoice: its page, and its PDF straight to the reseller's device. */
export function OrderInvoiceLinks({ invoice }: { invoice: NonNullable<ResellerOrder['invoice']> }) {
  return (
    <p className="flex flex-wrap items-center gap-x-5 text-sm">
      <Link to={invoice.pageUrl} className={LINK}>
        <FileText aria-hidden="true" className="size-4" />
        Tax invoice
      </Link>
      <a href={invoice.pdfUrl} download className={LINK}>
        <Download aria-hidden="true" className="size-4" />
        Download PDF
      </a>
    </p>
  );
}
