import { ArrowLeft, Heart } from 'lucide-react';
import { useEffect } from 'react';
import { Link, data } from 'react-router';
import { buttonClasses } from '../components/ui/button-styles';
import { EmptyState } from '../components/ui/empty-state';
import { PageContainer } from '../components/ui/page-container';
import { PageIntro } from '../components/ui/page-intro';
import { useWishlist } from '../lib/wishlist-context';
import { WishlistCard } from '../components/wishlist/wishlist-card';
import { pageMeta } from '../lib/meta';
import { PRIVATE_PAGE, loaderPageHeaders } from '../lib/private-page';
import { loadWishlist } from '../lib/wishlist.server';
import type { Route } from './+types/wishlist';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'My Wishlist',
    description: ({ shopName }) => `The ${shopName} products you have saved for later.`,
    noIndex: true,
  });
}

export const headers = loaderPageHeaders;
// Read on the server so the list shows without JavaScript; the shopper cookie says whose it is.
// Without the cookie it is the same empty page for everyone, which the service worker keeps so the
// list (then drawn from the phone's own storage) opens offline.
export async function loader({ context }: Route.LoaderArgs) {
  const items = await loadWishlist(context);
  if (!context.shopperId) return { items };
  return data({ items }, { headers: { 'Cache-Control': PRIVATE_PAGE } });
}

export default function Wishlist({ loaderData }: Route.ComponentProps) {
  const wishlist = useWishlist();
  const { seed } = wishlist;
  useEffect(() => seed(loaderData.items), [seed, loaderData.items]);
  // The server's list until the browser's copy is ready; the browser's copy after every change.
  const items = wishlist.loaded ? wishlist.items : loaderData.items;
  return (
    <>
      <PageIntro title="My Wishlist">
        <p>Keep the products you love in one place and come back to them any time.</p>
      </PageIntro>
      <PageContainer className="py-10 sm:py-12">
        {wishlist.isError ? (
          <p role="alert" className="py-12 text-center text-red-800">
            Failed to fetch wishlist
          </p>
        ) : items.length === 0 ? (
          <EmptyState Icon={Heart} title="Your wishlist is empty">
            <p>Tap the heart on any product to save it here.</p>
            <Link to="/products" className={buttonClasses('primary')}>
              Start Shopping
            </Link>
          </EmptyState>
        ) : (
          <>
            <p className="text-sm text-ink-muted">
              {items.length} {items.length === 1 ? 'item' : 'items'} saved
            </p>
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
              {items.map((item) => (
                <li key={item.productId}>
                  <WishlistCard item={item} onRemove={wishlist.remove} />
                </li>
              ))}
            </ul>
            <div className="mt-10">
              {/* DESIGN §5: SPEC pointed this at /shop, which does not exist. */}
              <Link to="/products" className={buttonClasses('secondary')}>
                <ArrowLeft className="size-4" aria-hidden="true" />
                Continue Shopping
              </Link>
            </div>
          </>
        )}
      </PageContainer>
    </>
  );
}
