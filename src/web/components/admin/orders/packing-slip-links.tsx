// The order's packing slip, opened in a new tab to print: on A4 or on an 80 mm receipt roll, and
// with prices for an order that is not a gift.
import { packingSlipUrl, type PackingSlipSize } from '../../../../core/packing-slip-query';
import { buttonClasses } from '../../ui/button-styles';
import { ConsoleCard } from '../console-card';

const SIZES: { size: PackingSlipSize; label: string }[] = [
  { size: 'a4', label: 'A4' },
  { size: 'receipt', label: '80 mm receipt' },
];

export function PackingSlipLinks({ orderNumber }: { orderNumber: string }) {
  return (
    <ConsoleCard title="Packing slip">
      <div className="flex flex-wrap gap-2">
        {SIZES.map(({ size, label }) => (
          <a
            key={size}
            href={packingSlipUrl(orderNumber, { size, prices: false })}
            target="_blank"
            rel="noopener"
            className={buttonClasses('secondary')}
          >
            {label}
            <span className="sr-only"> packing slip</span>
          </a>
        ))}
      </div>
      <p className="mt-3 text-sm text-ink-muted">
        With prices:{' '}
        {SIZES.map(({ size, label }, index) => (
          <span key={size}>
            {index > 0 && ' · '}
            <a
              href={packingSlipUrl(orderNumber, { size, prices: true })}
              target="_blank"
              rel="noopener"
              className="underline"
            >
              {label}
              <span className="sr-only"> packing slip with prices</span>
            </a>
          </span>
        ))}
      </p>
    </ConsoleCard>
  );
}
