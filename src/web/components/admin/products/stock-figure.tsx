import { AlertTriangle } from 'lucide-react';

/** The stock on hand, marked in words (not colour alone) when it is low or gone. */
export function StockFigure({ stock, low }: { stock: number; low: boolean }) {
  return (
    <span className="inline-flex flex-wrap items-center justify-end gap-1.5 text-sm">
      <span className="font-semibold text-earth-900 tabular-nums">
        {stock.toLocaleString('en-KE')} in stock
      </span>
      {low && (
        <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
          <AlertTriangle className="size-3.5" aria-hidden="true" />
          {stock === 0 ? 'Out of stock' : 'Low stock'}
        </span>
      )}
    </span>
  );
}
