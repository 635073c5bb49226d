// WAI-ARIA tabs (https://www.w3.org/WAI/ARIA/apg/patterns/tabs/) with automatic activation: arrow
// keys, Home and End move between tabs. Written here rather than taken from Radix because the
// product page must stay inside the JavaScript budget of DESIGN.md §7, and this is a tenth of the
// size. Every panel stays in the server's HTML (hidden when inactive), so crawlers read them all.
import { createContext, useContext, useId, useState, type KeyboardEvent, type ReactNode } from 'react';

interface TabsState {
  value: string;
  select(value: string): void;
  idOf(part: 'tab' | 'panel', value: string): string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error('Tabs parts must be used inside <TabsRoot>');
  return state;
}

export function TabsRoot({
  defaultValue,
  className,
  children,
}: {
  defaultValue: string;
  className?: string;
  children: ReactNode;
}) {
  const [value, select] = useState(defaultValue);
  const baseId = useId();
  const idOf = (part: 'tab' | 'panel', tab: string) => `${baseId}-${part}-${tab}`;
  return (
    <TabsContext.Provider value={{ value, select, idOf }}>
      <div className={className}>{children}</div>
    </TabsContext.Provider>
  );
}

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

export function TabsList({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const move = MOVES[event.key];
    if (!move) return;
    const tabs = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]'));
    const current = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (current === -1) return;
    event.preventDefault();
    const next = tabs[move(current, tabs.length)];
    next?.focus();
    next?.click();
  }
  return (
    <div
      role="tablist"
      aria-label={label}
      aria-orientation="horizontal"
      className={className}
      onKeyDown={onKeyDown}
    >
      {children}
    </div>
  );
}

/** A tab and its panel are named by one `value`. */
interface TabPartProps {
  value: string;
  className?: string;
  children: ReactNode;
}

export function TabsTrigger({ value, className, children }: TabPartProps) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabs.idOf('tab', value)}
      aria-selected={selected}
      aria-controls={tabs.idOf('panel', value)}
      tabIndex={selected ? 0 : -1}
      data-state={selected ? 'active' : 'inactive'}
      className={className}
      onClick={() => tabs.select(value)}
    >
      {children}
    </button>
  );
}

export function TabsContent({ value, className, children }: TabPartProps) {
  const tabs = useTabs();
  return (
    <div
      role="tabpanel"
      id={tabs.idOf('panel', value)}
      aria-labelledby={tabs.idOf('tab', value)}
      tabIndex={0}
      hidden={tabs.value !== value}
      className={className}
    >
      {children}
    </div>
  );
}
