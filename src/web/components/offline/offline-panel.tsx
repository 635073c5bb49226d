import { Heart, RefreshCw, ShoppingBag, WifiOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { keptProducts, type KeptProduct } from '../../lib/kept-pages';
import { buttonClasses } from '../ui/button-styles';
import { PageContainer } from '../ui/page-container';

/**
 * What a shopper sees for a page the phone has not kept while there is no connection: the products
 * that still open, the cart and wishlist (kept on the phone), and a way to try again.
 */
export function OfflinePanel({ retryHref }: { retryHref: string }) {
  const [products, setProducts] = useState<KeptProduct[] | null>(null);
  useEffect(() => {
    keptProducts()
      .then(setProducts)
      .catch(() => setProducts([]));
  }, []);
  return (
    <PageContainer className="max-w-2xl py-12">
      <WifiOff className="size-10 text-earth-700" aria-hidden="true" />
      <h1 className="mt-4 text-4xl text-earth-900">You are offline</h1>
      <p className="mt-3 text-ink">
        This page is not saved on this device yet. It opens again as soon as you are back online.
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <a href={retryHref} className={buttonClasses('primary')}>
          <RefreshCw className="size-4" aria-hidden="true" /> Try again
        </a>
        <Link to="/cart" className={buttonClasses('secondary')}>
          <ShoppingBag className="size-4" aria-hidden="true" /> Your cart
        </Link>
        <Link to="/wishlist" className={buttonClasses('secondary')}>
          <Heart className="size-4" aria-hidden="true" /> Your wishlist
        </Link>
      </div>
      <section aria-labelledby="kept-heading" className="mt-10">
        <h2 id="kept-heading" className="text-2xl text-earth-900">
          Products you can still see
        </h2>
        {products === null ? null : products.length === 0 ? (
          <p className="mt-3 text-ink-muted">
            None yet: the products you open while online are kept here for later.
          </p>
        ) : (
          <ul className="mt-4 divide-y divide-line rounded-card border border-line bg-surface">
            {products.map((product) => (
              <li key={product.href}>
                <a href={product.href} className="block px-4 py-3 text-earth-800 hover:bg-shea-100">
                  {product.name}
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
    </PageContainer>
  );
}
