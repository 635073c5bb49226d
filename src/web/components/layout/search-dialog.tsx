import * as Dialog from '@radix-ui/react-dialog';
import { Search, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { Form } from 'react-router';
import { buttonClasses } from '../ui/button-styles';
import { HEADER_ICON_BUTTON } from './header-icon-button';

/** DESIGN §5: the header's search icon opens a product search that lands on /products?q=. */
export function SearchDialog({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const field = useRef<HTMLInputElement>(null);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={HEADER_ICON_BUTTON} aria-label="Search products">
        <Search className="size-5" aria-hidden="true" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="sheet-overlay fixed inset-0 z-50 bg-earth-950/50" />
        <Dialog.Content
          // Radix would focus the first control, Close; the shopper came to type. Radix still
          // keeps focus inside and hands it back to the search button on close.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            field.current?.focus();
          }}
          className="fixed top-4 left-1/2 z-50 w-[min(36rem,calc(100vw-2rem))] -translate-x-1/2 rounded-card border border-line bg-surface p-5 shadow-2xl outline-none sm:top-24"
        >
          <div className="flex items-center justify-between gap-3">
            <Dialog.Title className="font-display text-xl text-earth-900">Search products</Dialog.Title>
            <Dialog.Close
              className="inline-flex size-9 items-center justify-center rounded-full hover:bg-shea-200"
              aria-label="Close search"
            >
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 text-sm text-ink-muted">
            Find shea butter, oils, serums and gift sets by name or ingredient.
          </Dialog.Description>
          <Form method="get" action="/products" onSubmit={() => setOpen(false)} className="mt-4 flex gap-2">
            <label htmlFor="site-search" className="sr-only">
              Search products
            </label>
            <input
              ref={field}
              id="site-search"
              type="search"
              name="q"
              required
              placeholder="Search products..."
              className="min-h-11 min-w-0 flex-1 rounded-full border border-line bg-canvas px-4 text-base placeholder:text-ink-muted"
            />
            <button type="submit" className={buttonClasses('primary')}>
              <Search className="size-4" aria-hidden="true" />
              <span className="sr-only sm:not-sr-only">Search</span>
            </button>
          </Form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
