import { formatPrice } from '../../../core/currency-format';
import type { TaxInvoicePrintable } from '../../../core/tax-invoice-printable';
import { TAX_TYPE_INFO } from '../../../core/tax-types';
import { NUMBER, SCROLL_BOX, TH } from './invoice-lines-table';

/**
 * The taxable amount and VAT per tax type, which also says what each line's letter means. Named by
 * the section's visible heading (`labelledBy`), so a screen reader does not hear the name twice.
 */
export function VatSummaryTable({
  vat,
  labelledBy,
}: {
  vat: TaxInvoicePrintable['vat'];
  labelledBy: string;
}) {
  return (
    <div className={SCROLL_BOX} role="region" aria-labelledby={labelledBy} tabIndex={0}>
      <table aria-labelledby={labelledBy} className="w-full min-w-[28rem] border-collapse text-sm">
        <thead className="bg-shea-100">
          <tr>
            <th scope="col" className={TH}>
              Tax type
            </th>
            {['Rate', 'Taxable amount', 'VAT'].map((heading) => (
              <th key={heading} scope="col" className={`${TH} text-right`}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {vat.map((row) => (
            <tr key={row.taxType}>
              <th scope="row" className="px-3 py-2 text-left font-normal text-earth-900">
                {TAX_TYPE_INFO[row.taxType].label}
              </th>
              <td className={NUMBER}>{row.ratePercent}%</td>
              <td className={NUMBER}>{formatPrice(row.taxableCents)}</td>
              <td className={NUMBER}>{formatPrice(row.taxCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
