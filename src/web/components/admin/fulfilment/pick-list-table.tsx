import { Printer } from 'lucide-react';
import type { PickList } from '../../../../core/fulfilment';
import { buttonClasses } from '../../ui/button-styles';
import { Card } from '../../ui/card';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The units to take from the shelves for the selected orders. On paper it is the page's only
 * content (the To pack page hides the rest when printing), in black on white.
 */
export function PickListTable({ pickList }: { pickList: PickList }) {
  const { orderNumbers, lines, totalUnits } = pickList;
  return (
    <Card
      as="section"
      look="console"
      aria-labelledby="pick-list-title"
      className="mb-6 p-4 sm:p-5 print:border-0 print:bg-white print:p-0"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="pick-list-title" className="text-2xl text-earth-900">
            Pick list
          </h2>
          <p className="mt-1 text-sm break-words text-ink-muted">
            {plural(orderNumbers.length, 'order', 'orders')}: {orderNumbers.join(', ')}
          </p>
        </div>
        <button
          type="button"
          onClick={() => window.print()}
          className={`${buttonClasses('secondary')} print:hidden`}
        >
          <Printer className="size-4" aria-hidden="true" />
          Print pick list
        </button>
      </div>
      <table className="mt-4 w-full text-left text-sm">
        <thead className="border-b border-line text-xs tracking-wide text-ink-muted uppercase">
          <tr>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Product
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Size
            </th>
            <th scope="col" className="hidden py-2 pr-3 font-semibold sm:table-cell print:table-cell">
              SKU
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              Units
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {lines.map((line) => (
            <tr key={`${line.productId}-${line.sku ?? ''}-${line.size ?? ''}`}>
              <td className="py-2 pr-3 text-ink">{line.name}</td>
              <td className="py-2 pr-3 whitespace-nowrap text-ink">{line.size ?? '—'}</td>
              <td className="hidden py-2 pr-3 font-mono text-xs text-ink-muted sm:table-cell print:table-cell">
                {line.sku ?? '—'}
              </td>
              <td className="py-2 text-right font-semibold text-earth-900 tabular-nums">{line.units}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 border-earth-700">
          <tr>
            <th scope="row" colSpan={2} className="py-2 pr-3 font-semibold text-earth-900">
              Total
            </th>
            <td className="hidden sm:table-cell print:table-cell" />
            <td className="py-2 text-right font-semibold whitespace-nowrap text-earth-900 tabular-nums">
              {plural(totalUnits, 'unit', 'units')}
            </td>
          </tr>
        </tfoot>
      </table>
    </Card>
  );
}
