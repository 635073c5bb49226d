import { Suspense, useState, type ComponentType, type ReactNode } from 'react';

interface LazyOnDemandProps<P> {
  /** A React.lazy component, given `defaultOpen` so it opens at once when it arrives. */
  component: ComponentType<P & { defaultOpen?: boolean }>;
  props: P;
  /** What shows until the first use: looks like the real trigger and asks for the real thing. */
  placeholder: (load: () => void) => ReactNode;
}

/**
 * Renders a light stand-in for a control whose code (Radix dialog, popover) is only downloaded
 * when the shopper first uses it, keeping it out of every page's first JavaScript.
 */
export function LazyOnDemand<P>({ component: Component, props, placeholder }: LazyOnDemandProps<P>) {
  const [loaded, setLoaded] = useState(false);
  if (!loaded) return <>{placeholder(() => setLoaded(true))}</>;
  return (
    <Suspense fallback={placeholder(() => undefined)}>
      <Component {...props} defaultOpen />
    </Suspense>
  );
}
