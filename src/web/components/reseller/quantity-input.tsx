import type { InputHTMLAttributes } from 'react';
import { MAX_LINE_QUANTITY } from '../../../core/order-line-limits';

type QuantityInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'max' | 'step'> & {
  /** Browse starts at 1; the cart goes to 0, which removes the line. */
  min: 0 | 1;
};

/** A whole-number quantity up to what one order line may hold; wholesale buys in tens, not steps. */
export function QuantityInput({ className = '', ...props }: QuantityInputProps) {
  return (
    <input
      type="number"
      inputMode="numeric"
      max={MAX_LINE_QUANTITY}
      step={1}
      {...props}
      className={`min-h-11 w-20 rounded-control border border-line bg-surface px-2 text-base tabular-nums sm:text-sm ${className}`}
    />
  );
}
