import { useId } from 'react';
import { formatPrice } from '../../../core/currency-format';
import type { TaxInvoicePrintable } from '../../../core/tax-invoice-printable';
import { formatQuantity } from '../../../core/tax-invoice-wording';

export const TH =
  'px-3 py-2 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-ink-muted uppercase';
export const NUMBER = 'px-3 py-2 text-right whitespace-nowrap tabular-nums';
/** A table wider than a phone scrolls in its own box; the keyboard can reach and scroll it too. */
export const SCROLL_BOX = 'overflow-x-auto rounded-control border border-line print:overflow-visible';

/** The invoice's lines; a narrow phone scrolls the table, not the page. */
export function InvoiceLinesTable({ invoice }: { invoice: TaxInvoicePrintable }) {
  const captionId = useId();
  return (
    <div className={SCROLL_BOX} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="w-full min-w-[40rem] border-collapse text-sm print:min-w-0">
        <caption id={captionId} className="sr-only">
          Invoice lines
        </caption>
        <thead className="bg-shea-100">
          <tr>
            <th scope="col" className={TH}>
              Description
            </th>
            <th scope="col" className={TH}>
              Tax type
            </th>
            {['Quantity', 'Unit price', 'Discount', 'Amount incl. VAT'].map((heading) => (
              <th key={heading} scope="col" className={`${TH} text-right`}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {invoice.lines.map((line, index) => (
            <tr key={index} className="break-inside-avoid align-top">
              <th
                scope="row"
                className="min-w-48 px-3 py-2 text-left font-normal text-earth-900 print:min-w-0"
              >
                {line.name}
              </th>
              <td className="px-3 py-2">{line.taxType}</td>
              <td className={NUMBER}>{formatQuantity(line.quantity)}</td>
              <td className={NUMBER}>{formatPrice(line.unitPriceCents)}</td>
              <td className={NUMBER}>{formatPrice(line.discountCents)}</td>
              <td className={NUMBER}>{formatPrice(line.taxableCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Outside the table, so a phone shows them without scrolling sideways. */
export function InvoiceTotals({ invoice }: { invoice: TaxInvoicePrintable }) {
  return (
    <dl className="mt-3 ml-auto grid w-fit grid-cols-[auto_auto] items-baseline gap-x-6 gap-y-1 px-3 text-sm">
      <dt className="text-right text-ink-muted">Total VAT</dt>
      <dd className="text-right tabular-nums">{formatPrice(invoice.taxCents)}</dd>
      <dt className="text-right font-semibold text-earth-900">Total</dt>
      <dd className="text-right text-lg font-semibold tabular-nums text-earth-900">
        {formatPrice(invoice.totalCents)}
      </dd>
    </dl>
  );
}
