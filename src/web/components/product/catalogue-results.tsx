import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { catalogueCountText } from '../../../core/catalogue-count';
import { RESULTS_ID } from '../../lib/catalogue-url';
import type { ProductCardData } from '../../lib/product-card-data';
import { CataloguePager } from './catalogue-pager';
import { ProductCard } from './product-card';
import { ProductCardSkeleton } from './product-card-skeleton';

const PLACEHOLDER_COUNT = 6;

interface CatalogueResultsProps {
  products: ProductCardData[];
  /** Products matching the filters, on all pages together. */
  matching: number;
  /** Products in the shop. */
  total: number;
  page: number;
  pageCount: number;
  /** The filters and sort as URL parameters, which every page link keeps. */
  viewSearch: string;
  /** A new view is on its way: placeholders stand in for the cards. */
  loading: boolean;
}

/** The count, one page of cards (or the empty state) and the pager. */
export function CatalogueResults({
  products,
  matching,
  total,
  page,
  pageCount,
  viewSearch,
  loading,
}: CatalogueResultsProps) {
  // The pager's links end in #results: the browser scrolls there, and the keyboard focus follows,
  // so the next Tab reaches the new page's first card rather than the bottom of the list.
  const ref = useRef<HTMLDivElement>(null);
  const { hash, key } = useLocation();
  useEffect(() => {
    if (hash === `#${RESULTS_ID}`) ref.current?.focus({ preventScroll: true });
  }, [hash, key]);

  return (
    <div ref={ref} id={RESULTS_ID} tabIndex={-1} className="focus:outline-none">
      <div className="mt-5 flex flex-wrap justify-between gap-x-4 gap-y-1 text-sm text-ink-muted">
        <p aria-live="polite">
          {catalogueCountText({ page, pageCount, shown: products.length, matching, total })}
        </p>
        {pageCount > 1 && (
          <p>
            Page {page} of {pageCount}
          </p>
        )}
      </div>
      {loading ? (
        <div className="mt-6 grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
          {Array.from({ length: PLACEHOLDER_COUNT }, (_, i) => (
            <ProductCardSkeleton key={i} />
          ))}
        </div>
      ) : products.length > 0 ? (
        <>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
            {products.map((product, index) => (
              <li key={product.id} className="flex">
                {/* The first card's picture is the page's largest, on phones as on desktops. */}
                <ProductCard product={product} headingLevel="h2" priority={index === 0} />
              </li>
            ))}
          </ul>
          <CataloguePager page={page} pageCount={pageCount} viewSearch={viewSearch} />
        </>
      ) : total === 0 ? (
        // A shop that started without the demo catalogue, before its own products are added.
        <div className="mt-10 rounded-card border border-dashed border-shea-300 bg-surface px-6 py-12 text-center">
          <p className="font-display text-xl text-earth-900">Our products are on their way.</p>
          <p className="mt-2 text-ink-muted">Please check back soon, or contact us to ask about an order.</p>
        </div>
      ) : (
        <div className="mt-10 rounded-card border border-dashed border-shea-300 bg-surface px-6 py-12 text-center">
          <p className="font-display text-xl text-earth-900">No products found matching your criteria.</p>
          <p className="mt-2 text-ink-muted">Try adjusting your filters or search terms.</p>
        </div>
      )}
    </div>
  );
}
