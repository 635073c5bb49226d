import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { ProductCardData } from '../../lib/product-card-data';
import { buttonClasses } from '../ui/button-styles';
import { PageContainer } from '../ui/page-container';
import { ProductCard } from './product-card';
import { ProductCardSkeleton } from './product-card-skeleton';

const PLACEHOLDER_COUNT = 3;

export function FeaturedProducts({
  products,
  loading = false,
}: {
  products: ProductCardData[];
  loading?: boolean;
}) {
  return (
    <section aria-labelledby="featured-heading" className="bg-shea-100 py-section">
      <PageContainer>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <p className="text-sm font-semibold tracking-[0.18em] text-gold-700 uppercase">
              Customer favourites
            </p>
            <h2 id="featured-heading" className="mt-2 text-3xl text-earth-900 sm:text-4xl">
              Featured Products
            </h2>
          </div>
          <Link to="/products" className={`${buttonClasses('secondary')} self-start sm:self-auto`}>
            View All Products
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </div>
        {loading ? (
          <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {Array.from({ length: PLACEHOLDER_COUNT }, (_, i) => (
              <ProductCardSkeleton key={i} />
            ))}
          </div>
        ) : products.length > 0 ? (
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {products.map((product) => (
              <li key={product.id} className="flex">
                <ProductCard product={product} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-10 text-ink-muted">Our favourites will be here soon. Please check back.</p>
        )}
      </PageContainer>
    </section>
  );
}
