import { Check } from 'lucide-react';

const STEPS = [
  { key: 'details', label: 'Details' },
  { key: 'payment', label: 'Payment' },
] as const;

/** Where the shopper is in the two checkout steps. */
export function CheckoutSteps({ current }: { current: 'details' | 'payment' }) {
  const currentIndex = STEPS.findIndex((step) => step.key === current);
  return (
    <ol aria-label="Checkout steps" className="flex items-center gap-3 text-sm">
      {STEPS.map((step, index) => {
        const done = index < currentIndex;
        const active = index === currentIndex;
        return (
          <li key={step.key} className="flex items-center gap-3" aria-current={active ? 'step' : undefined}>
            {index > 0 && <span aria-hidden="true" className="h-px w-8 bg-shea-300 sm:w-12" />}
            <span
              className={`flex size-8 items-center justify-center rounded-full font-semibold ${
                active || done ? 'bg-earth-700 text-shea-50' : 'border border-line bg-surface text-ink-muted'
              }`}
            >
              {done ? <Check className="size-4" aria-hidden="true" /> : index + 1}
            </span>
            <span className={active ? 'font-semibold text-earth-900' : 'text-ink-muted'}>{step.label}</span>
          </li>
        );
      })}
    </ol>
  );
}
