import { useEffect, useRef, useState } from 'react';
import { Form, useNavigate, useNavigation } from 'react-router';
import { filterProducts, parseCatalogueQuery } from '../../core/catalogue-filter';
import { MAX_SEARCH_LENGTH } from '../../core/catalogue-query';
import { CatalogueFilters } from '../components/catalogue/catalogue-filters';
import { CatalogueToolbar } from '../components/catalogue/catalogue-toolbar';
import { ProductCard } from '../components/product/product-card';
import { ProductCardSkeleton } from '../components/product/product-card-skeleton';
import { PageContainer } from '../components/ui/page-container';
import { PageIntro } from '../components/ui/page-intro';
import { useHydrated } from '../components/ui/use-hydrated';
import { toCardData } from '../lib/catalogue.server';
import { catalogueHref } from '../lib/catalogue-url';
import { pageMeta, publicUrlOf } from '../lib/meta';
import type { Route } from './+types/products';

const PLACEHOLDER_COUNT = 6;
const SEARCH_DELAY_MS = 300;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: 'Our Products',
    description:
      'Shop natural shea-butter moisturisers, serums, cleansers, hair care and gift sets. Prices in KSH, delivery across Kenya and worldwide.',
    publicUrl: publicUrlOf(matches),
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  // The view state lives in the URL (SPEC §2: category and skinType preselect filters), so the
  // server renders the filtered list and the page works as a plain GET form.
  const query = parseCatalogueQuery(new URL(request.url).searchParams);
  const all = await context.services.catalogue.listProducts();
  return {
    query,
    total: all.length,
    products: filterProducts(all, query).map(toCardData),
    // Sent as data so the page's code stays free of the validation library.
    maxSearchLength: MAX_SEARCH_LENGTH,
  };
}

export default function Products({ loaderData }: Route.ComponentProps) {
  const { products, total, query, maxSearchLength } = loaderData;
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location.pathname === '/products';
  // The radios and the select keep the shopper's pick while the list loads, and start afresh
  // from the URL whenever it changes (back button, links).
  const controlsKey = JSON.stringify(query);

  // The search box answers while typing; the URL follows a moment later.
  const [search, setSearch] = useState(query.q);
  const [prevQ, setPrevQ] = useState(query.q);
  if (prevQ !== query.q) {
    setPrevQ(query.q);
    setSearch(query.q);
  }
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  // Built from the form as it stands, so quick clicks in a row each keep the others' picks.
  const formRef = useRef<HTMLFormElement>(null);
  const apply = (change: Record<string, string> = {}) => {
    if (!formRef.current) return;
    void navigate(catalogueHref(formRef.current, change), { replace: true, preventScrollReset: true });
  };

  const onSearch = (text: string) => {
    setSearch(text);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => apply({ q: text }), SEARCH_DELAY_MS);
  };

  return (
    <>
      <PageIntro eyebrow="Shop" title="Our Products">
        <p>Pure shea butter care for face, body and hair, handmade in small batches.</p>
      </PageIntro>
      <PageContainer className="py-10 sm:py-12">
        <Form
          ref={formRef}
          method="get"
          action="/products"
          onSubmit={(event) => {
            event.preventDefault();
            window.clearTimeout(timer.current);
            apply({});
          }}
          className="grid gap-8 lg:grid-cols-[16rem_1fr]"
        >
          <aside aria-label="Product filters" className="lg:sticky lg:top-28 lg:self-start">
            <CatalogueFilters
              key={controlsKey}
              query={query}
              onChange={() => apply()}
              showApply={!hydrated}
            />
          </aside>
          <div className="min-w-0">
            <CatalogueToolbar
              key={controlsKey}
              maxLength={maxSearchLength}
              search={search}
              sort={query.sort}
              onSearch={onSearch}
              onSort={() => apply()}
            />
            <p className="mt-5 text-sm text-ink-muted" aria-live="polite">
              Showing {products.length} of {total} products
            </p>
            {loading ? (
              <div className="mt-6 grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
                {Array.from({ length: PLACEHOLDER_COUNT }, (_, i) => (
                  <ProductCardSkeleton key={i} />
                ))}
              </div>
            ) : products.length > 0 ? (
              <ul className="mt-6 grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
                {products.map((product, index) => (
                  <li key={product.id} className="flex">
                    {/* The first card's picture is the page's largest, on phones as on desktops. */}
                    <ProductCard product={product} headingLevel="h2" priority={index === 0} />
                  </li>
                ))}
              </ul>
            ) : (
              <div className="mt-10 rounded-card border border-dashed border-shea-300 bg-surface px-6 py-12 text-center">
                <p className="font-display text-xl text-earth-900">
                  No products found matching your criteria.
                </p>
                <p className="mt-2 text-ink-muted">Try adjusting your filters or search terms.</p>
              </div>
            )}
          </div>
        </Form>
      </PageContainer>
    </>
  );
}
