import { useSearchParams } from 'react-router';
import { useHydrated } from '../ui/use-hydrated';

export interface SizeChoice {
  id: number;
  label: string;
  inStock: boolean;
}

/**
 * The product page's sizes as radio buttons. The choice lives in the address (`?size=`), so a link
 * opens on the size it names and the server renders it. Without JavaScript the radios sit in a GET
 * form with its own button; with it, a choice replaces the address without a reload or a jump.
 */
export function SizePicker({ sizes, chosen }: { sizes: readonly SizeChoice[]; chosen: number }) {
  const hydrated = useHydrated();
  const [, setSearchParams] = useSearchParams();
  return (
    <form method="get" className="mt-6">
      <fieldset>
        <legend className="text-sm font-semibold text-earth-900">Size</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {sizes.map((size) => (
            <label
              key={size.id}
              className="relative inline-flex min-h-11 cursor-pointer items-center rounded-full border border-line bg-surface px-4 text-sm font-medium text-earth-900 has-checked:border-earth-700 has-checked:bg-earth-700 has-checked:text-shea-50 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-gold-700"
            >
              <input
                type="radio"
                name="size"
                value={size.id}
                checked={size.id === chosen}
                onChange={() =>
                  setSearchParams({ size: String(size.id) }, { replace: true, preventScrollReset: true })
                }
                className="sr-only"
              />
              {size.label}
              {!size.inStock && <span className="ml-1 font-normal opacity-80">(out of stock)</span>}
            </label>
          ))}
        </div>
      </fieldset>
      {!hydrated && (
        <button type="submit" className="mt-3 text-sm font-semibold text-earth-700 underline">
          Show this size
        </button>
      )}
    </form>
  );
}
