import { Link } from 'react-router';

export interface FilterTab {
  value: string;
  href: string;
  label: string;
  /** Shown as a badge when given (pending applications, open messages...). */
  count?: number;
}

/**
 * A console list's filters as links (`?status=pending`), so each can be reloaded and shared; the
 * current one carries aria-current. The row scrolls sideways on a narrow phone, never the page.
 */
export function FilterTabs({ label, tabs, current }: { label: string; tabs: FilterTab[]; current: string }) {
  return (
    <nav aria-label={label} className="-mx-4 mb-5 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="inline-flex gap-1 rounded-full bg-shea-200 p-1">
        {tabs.map((tab) => {
          const active = tab.value === current;
          return (
            <li key={tab.value} className="shrink-0">
              <Link
                to={tab.href}
                aria-current={active ? 'page' : undefined}
                className={`flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-semibold whitespace-nowrap transition-colors ${
                  active ? 'bg-surface text-earth-900 shadow-card' : 'text-ink-muted hover:text-earth-900'
                }`}
              >
                {tab.label}
                {tab.count !== undefined && (
                  <span className="rounded-full bg-earth-700 px-2 text-xs leading-5 text-shea-50 tabular-nums">
                    {tab.count.toLocaleString('en-KE')}
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
