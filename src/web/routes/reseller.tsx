import { formatPrice } from '../../core/currency-format';
import { BrowseProducts } from '../components/reseller/browse-products';
import { DashboardTabs, dashboardTabOf } from '../components/reseller/dashboard-tabs';
import { DashboardTiles } from '../components/reseller/dashboard-tiles';
import { MyOrders } from '../components/reseller/my-orders';
import { isPending } from '../components/reseller/reseller-order';
import {
  refreshWholesaleLines,
  wholesaleItemCount,
  wholesaleTotalCents,
} from '../components/reseller/wholesale-cart-lines';
import { WholesaleCartPanel } from '../components/reseller/wholesale-cart-panel';
import { useWholesaleCart } from '../components/reseller/wholesale-cart-store';
import { buttonClasses } from '../components/ui/button-styles';
import { PageContainer } from '../components/ui/page-container';
import { SignOutButton } from '../components/ui/sign-out-button';
import { requireApprovedReseller } from '../lib/auth.server';
import { pageMeta } from '../lib/meta';
import { useShopSettings } from '../lib/shop-settings-context';
import type { Route } from './+types/reseller';
import { resellerOrders, wholesaleProducts } from './reseller.server';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'Reseller Dashboard',
    description: 'Browse wholesale prices, manage your wholesale cart and follow your bulk orders.',
    noIndex: true,
  });
}

export async function loader(args: Route.LoaderArgs) {
  const user = requireApprovedReseller(args);
  const tab = dashboardTabOf(new URL(args.request.url).searchParams.get('tab'));
  const [products, orders] = await Promise.all([
    wholesaleProducts(args.context),
    resellerOrders(args.context, user),
  ]);
  return {
    user: { id: user.id, firstName: user.firstName, businessName: user.businessName },
    tab,
    products,
    orders,
  };
}

const TAB_TITLES = { browse: 'Browse Products', cart: 'Shopping Cart', orders: 'My Orders' } as const;

export default function Reseller({ loaderData }: Route.ComponentProps) {
  const { user, tab, products, orders } = loaderData;
  // Stored lines take today's prices; products no longer sold drop out.
  const lines = refreshWholesaleLines(useWholesaleCart(user.id), products);
  const cartItems = wholesaleItemCount(lines);
  const { discountPercent } = useShopSettings().wholesale;
  return (
    <>
      <div className="border-b border-line bg-shea-100">
        <PageContainer className="flex flex-wrap items-end justify-between gap-6 py-10 sm:py-12">
          <div>
            <p className="text-sm font-semibold tracking-[0.18em] text-sage-700 uppercase">
              {user.businessName}
            </p>
            <h1 className="mt-2 text-4xl text-earth-900 sm:text-5xl">Reseller Dashboard</h1>
            <p className="mt-3 max-w-prose text-lg text-ink-muted">
              Welcome back, {user.firstName}. Wholesale prices are {discountPercent}% off retail on every
              product.
            </p>
          </div>
          <SignOutButton className={buttonClasses('secondary')} />
        </PageContainer>
      </div>
      <PageContainer className="space-y-8 py-10">
        <DashboardTiles
          totalOrders={orders.length}
          pendingOrders={orders.filter(isPending).length}
          cartItems={cartItems}
          cartTotal={formatPrice(wholesaleTotalCents(lines), 'KES')}
        />
        <DashboardTabs current={tab} cartItems={cartItems} />
        <section aria-labelledby="dashboard-section-heading">
          <h2 id="dashboard-section-heading" className="mb-5 text-2xl text-earth-900">
            {TAB_TITLES[tab]}
          </h2>
          {tab === 'browse' && <BrowseProducts userId={user.id} products={products} />}
          {tab === 'cart' && <WholesaleCartPanel userId={user.id} lines={lines} />}
          {tab === 'orders' && <MyOrders orders={orders} />}
        </section>
      </PageContainer>
    </>
  );
}
