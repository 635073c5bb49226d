import { cardClasses } from '../ui/card';

/** One headline figure of the console, with a line of detail under it. */
export function FigureCard({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className={cardClasses({ look: 'console', className: 'p-4' })}>
      <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{label}</p>
      <p className="mt-1 text-xl font-semibold break-words text-earth-900 sm:text-2xl">{value}</p>
      {detail && <p className="text-sm text-ink-muted">{detail}</p>}
    </div>
  );
}
