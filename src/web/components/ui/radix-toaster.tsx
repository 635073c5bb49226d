import * as RadixToast from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { dismiss, useToast, type ToastVariant } from './toast-store';

// SPEC §4 and §9: one toast at a time, 5000 ms, swipe right past 50 px, at most 420 px wide.
const TOAST_DURATION_MS = 5000;
const SWIPE_THRESHOLD_PX = 50;

const VARIANT_CLASSES: Record<ToastVariant, string> = {
  default: 'border-line bg-surface text-ink',
  destructive: 'border-red-800 bg-red-800 text-white',
};

/** The Radix region, loaded with the first toast. F8 (Radix's default hotkey) moves focus to it. */
export function RadixToaster() {
  const { active } = useToast();
  return (
    <RadixToast.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={SWIPE_THRESHOLD_PX}
    >
      {active && (
        <RadixToast.Root
          key={active.id}
          open={active.open}
          onOpenChange={(open) => {
            if (!open) dismiss(active.id);
          }}
          className={`toast-root pointer-events-auto relative flex w-full items-start gap-3 rounded-card border p-4 pr-10 shadow-lg ${VARIANT_CLASSES[active.variant ?? 'default']}`}
        >
          <div className="min-w-0 flex-1">
            <RadixToast.Title className="text-sm font-semibold">{active.title}</RadixToast.Title>
            {active.description && (
              <RadixToast.Description className="mt-1 text-sm opacity-90">
                {active.description}
              </RadixToast.Description>
            )}
          </div>
          <RadixToast.Close
            aria-label="Close"
            className="absolute top-2 right-2 inline-flex size-8 items-center justify-center rounded-full opacity-80 hover:opacity-100"
          >
            <X className="size-4" aria-hidden="true" />
          </RadixToast.Close>
        </RadixToast.Root>
      )}
      {/* Bottom left, clear of the chat button in the right corner and of the header's cart count
          the toast is about; the empty region lets clicks through to the page. */}
      <RadixToast.Viewport className="pointer-events-none fixed right-[4.5rem] bottom-3 left-3 z-[100] flex max-w-[420px] flex-col gap-2 outline-none sm:right-auto sm:bottom-6 sm:left-6 sm:w-full" />
    </RadixToast.Provider>
  );
}
