import { ArrowLeft, Heart } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../components/ui/button-styles';
import { EmptyState } from '../components/ui/empty-state';
import { PageContainer } from '../components/ui/page-container';
import { PageIntro } from '../components/ui/page-intro';
import { useWishlist } from '../components/wishlist/wishlist-context';
import { WishlistCard } from '../components/wishlist/wishlist-card';
import { pageMeta } from '../lib/meta';

export function meta() {
  return pageMeta({
    title: 'My Wishlist',
    description: 'The Heritage Shea products you have saved for later.',
    noIndex: true,
  });
}

// The list comes from the root's server render (the shopper cookie) and stays fresh on the client.
export default function Wishlist() {
  const wishlist = useWishlist();
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
        ) : wishlist.items.length === 0 ? (
          <EmptyState Icon={Heart} title="Your wishlist is empty">
            <p>Tap the heart on any product to save it here.</p>
            <Link to="/products" className={buttonClasses('primary')}>
              Start Shopping
            </Link>
          </EmptyState>
        ) : (
          <>
            <p className="text-sm text-ink-muted">
              {wishlist.count} {wishlist.count === 1 ? 'item' : 'items'} saved
            </p>
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
              {wishlist.items.map((item) => (
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
