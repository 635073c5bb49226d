import { Link } from 'react-router';

export const DASHBOARD_TABS = ['browse', 'cart', 'orders'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

const LABELS: Record<DashboardTab, string> = {
  browse: 'Browse Products',
  cart: 'Shopping Cart',
  orders: 'My Orders',
};

export function dashboardTabOf(value: string | null): DashboardTab {
  return DASHBOARD_TABS.find((tab) => tab === value) ?? 'browse';
}

export function dashboardTabHref(tab: DashboardTab): string {
  return tab === 'browse' ? '/reseller' : `/reseller?tab=${tab}`;
}

/**
 * The dashboard's sections as links (`?tab=orders`), so a tab can be reloaded or shared; the
 * current one carries aria-current, as in any navigation.
 */
export function DashboardTabs({ current, cartItems }: { current: DashboardTab; cartItems: number }) {
  return (
    <nav aria-label="Dashboard sections">
      <ul className="grid grid-cols-3 gap-1 rounded-3xl bg-shea-200 p-1 sm:rounded-full">
        {DASHBOARD_TABS.map((tab) => {
          const active = tab === current;
          return (
            <li key={tab}>
              <Link
                to={dashboardTabHref(tab)}
                preventScrollReset
                aria-current={active ? 'page' : undefined}
                className={`flex h-full min-h-11 flex-wrap items-center justify-center gap-x-2 rounded-3xl px-2 py-1.5 text-center text-sm leading-tight font-semibold transition-colors sm:rounded-full sm:px-4 ${
                  active ? 'bg-surface text-earth-900 shadow-card' : 'text-ink-muted hover:text-earth-900'
                }`}
              >
                {LABELS[tab]}
                {tab === 'cart' && cartItems > 0 && (
                  <span className="rounded-full bg-earth-700 px-2 text-xs leading-5 text-shea-50">
                    <span className="sr-only">(</span>
                    {cartItems}
                    <span className="sr-only"> items)</span>
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
