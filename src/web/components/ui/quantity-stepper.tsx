import { Minus, Plus } from 'lucide-react';

const STEP_BUTTON =
  'inline-flex size-9 items-center justify-center rounded-full text-earth-900 transition-colors hover:bg-shea-200 disabled:cursor-not-allowed disabled:opacity-40';

interface QuantityStepperProps {
  quantity: number;
  /** Receives the new quantity; the cart removes the line when it reaches 0. */
  onChange: (quantity: number) => void;
  itemName: string;
  /** The detail page never goes below 1; the cart goes to 0 and drops the line. */
  min?: number;
}

export function QuantityStepper({ quantity, onChange, itemName, min = 0 }: QuantityStepperProps) {
  return (
    <div className="inline-flex items-center rounded-full border border-line bg-surface">
      <button
        type="button"
        className={STEP_BUTTON}
        onClick={() => onChange(Math.max(min, quantity - 1))}
        disabled={quantity <= min}
        aria-label={`Decrease quantity of ${itemName}`}
      >
        <Minus className="size-4" aria-hidden="true" />
      </button>
      <span className="min-w-8 text-center text-sm font-semibold tabular-nums" aria-live="polite">
        <span className="sr-only">Quantity </span>
        {quantity}
      </span>
      <button
        type="button"
        className={STEP_BUTTON}
        onClick={() => onChange(quantity + 1)}
        aria-label={`Increase quantity of ${itemName}`}
      >
        <Plus className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
