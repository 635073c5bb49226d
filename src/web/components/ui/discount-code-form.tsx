import { Tag, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { formatPrice } from '../../../core/currency-format';
import type { CartDiscount } from '../../lib/use-cart-discount';
import { buttonClasses } from './button-styles';
import { controlClasses } from './field-classes';

/** One discount code for the cart: typed and applied, or shown with what it saves and a Remove button. */
export function DiscountCodeForm({ discount }: { discount: CartDiscount }) {
  const id = useId();
  const [edited, setEdited] = useState<string | null>(null);
  const { applied, refusal, checking, kept } = discount;
  // A kept code that stopped applying (the cart changed) shows in the field beside the reason.
  const typed = edited ?? kept ?? '';

  if (applied) {
    return (
      <div className="flex items-center justify-between gap-3 rounded-control bg-sage-100 px-3 py-2 text-sm text-sage-700">
        <span className="flex min-w-0 items-center gap-2">
          <Tag aria-hidden="true" className="size-4 shrink-0" />
          <span className="truncate">
            Code <strong className="font-semibold">{applied.code}</strong> applied
          </span>
        </span>
        <button
          type="button"
          onClick={discount.remove}
          className="inline-flex min-h-11 items-center gap-1 rounded-control px-2 font-medium underline-offset-2 hover:underline"
          aria-label={`Remove discount code ${applied.code}`}
        >
          <X aria-hidden="true" className="size-4" />
          Remove
        </button>
      </div>
    );
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (typed.trim()) void discount.apply(typed.trim());
  }

  const errorId = `${id}-error`;
  return (
    <form onSubmit={onSubmit} noValidate>
      <label htmlFor={id} className="block text-sm font-medium text-earth-900">
        Discount code
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          name="discountCode"
          value={typed}
          onChange={(event) => setEdited(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          aria-invalid={refusal ? true : undefined}
          aria-describedby={refusal ? errorId : undefined}
          className={controlClasses(Boolean(refusal), 'min-w-0 flex-1 uppercase placeholder:normal-case')}
          placeholder="e.g. KARIBU10"
        />
        <button
          type="submit"
          disabled={checking || typed.trim() === ''}
          className={`${buttonClasses('secondary')} mt-1.5 shrink-0`}
        >
          {checking ? 'Checking...' : 'Apply'}
        </button>
      </div>
      {refusal && (
        <p id={errorId} role="alert" className="mt-1.5 text-sm font-medium text-red-700">
          {refusal}
        </p>
      )}
    </form>
  );
}

/** The summary's "Discount (CODE)" row. */
export function DiscountRow({ code, cents }: { code: string; cents: number }) {
  return (
    <div className="flex justify-between gap-3 text-sage-700">
      <dt className="min-w-0 break-all">Discount ({code})</dt>
      <dd className="shrink-0 font-semibold whitespace-nowrap tabular-nums">−{formatPrice(cents, 'KES')}</dd>
    </div>
  );
}
