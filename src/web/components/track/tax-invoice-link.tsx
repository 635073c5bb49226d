import { FileText } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../ui/button-styles';

/**
 * The found order's KRA tax invoice: a link to its page (to print or save as a PDF), and while
 * KRA has not signed it yet, a line saying so (the shop sends it within moments of confirming).
 */
export function TaxInvoiceLink({ url, issued }: { url: string; issued: boolean }) {
  return (
    <div className="mt-6 flex flex-wrap items-center justify-between gap-3 rounded-control border border-line p-4">
      <div className="flex min-w-0 items-start gap-3">
        <FileText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-earth-700" />
        <div className="min-w-0 text-sm">
          <p className="font-semibold text-earth-900">KRA eTIMS tax invoice</p>
          <p className="text-ink-muted">
            {issued
              ? 'Issued by KRA, to print or keep as a PDF.'
              : 'Being issued by KRA: ready in a few moments.'}
          </p>
        </div>
      </div>
      <Link to={url} className={buttonClasses('secondary')}>
        Tax invoice
      </Link>
    </div>
  );
}
