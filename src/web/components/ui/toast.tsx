import { lazy, Suspense, useState } from 'react';
import { useToast } from './toast-store';

export { dismiss, toast, useToast, type ToastInput, type ToastVariant } from './toast-store';

// Radix Toast arrives with the first toast rather than with every page's first JavaScript.
const RadixToaster = lazy(() => import('./radix-toaster').then((m) => ({ default: m.RadixToaster })));

/** Mounted once in the root layout; call toast() from anywhere. */
export function Toaster() {
  const { active } = useToast();
  const [wanted, setWanted] = useState(false);
  if (active && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <RadixToaster />
    </Suspense>
  );
}
