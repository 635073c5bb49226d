import { useEffect, useRef, useState } from 'react';
import { Form, useNavigate, useNavigation } from 'react-router';
import { cataloguePath } from '../../core/catalogue-page';
import {
  catalogueQueryToSearchParams,
  MAX_SEARCH_LENGTH,
  parseCatalogueQuery,
} from '../../core/catalogue-query';
import { pageNumber } from '../../core/paging';
import { CatalogueFilters } from '../components/product/catalogue-filters';
import { CatalogueResults } from '../components/product/catalogue-results';
import { CatalogueToolbar } from '../components/product/catalogue-toolbar';
import { PageContainer } from '../components/ui/page-container';
import { PageIntro } from '../components/ui/page-intro';
import { useHydrated } from '../components/ui/use-hydrated';
import { toCardData } from '../lib/catalogue.server';
import { catalogueHref } from '../lib/catalogue-url';
import { pageMeta, publicUrlOf } from '../lib/meta';
import type { Route } from './+types/products';
import { sharedPageHeaders } from '../../core/shared-page';

const SEARCH_DELAY_MS = 300;

// The same for every signed-out shopper: the server may keep the rendered page.
export const headers = sharedPageHeaders;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const publicUrl = publicUrlOf(matches);
  const tags = pageMeta(matches, {
    title: 'Our Products',
    description:
      'Shop natural shea-butter moisturisers, serums, cleansers, hair care and gift sets. Prices in KSH, delivery across Kenya and worldwide.',
  });
  if (!loaderData) return tags;
  const url = `${publicUrl}${loaderData.canonicalPath}`;
  return [...tags, { property: 'og:url', content: url }, { tagName: 'link', rel: 'canonical', href: url }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  // The view state lives in the URL (SPEC §2: category and skinType preselect filters), so the
  // server renders the filtered list and the page works as a plain GET form. Only one page of
  // cards is sent, so the page weighs the same for 20 products as for 2,000.
  const params = new URL(request.url).searchParams;
  const query = parseCatalogueQuery(params);
  const view = await context.services.catalogue.browse(query, pageNumber(params.get('page')));
  return {
    query,
    products: view.items.map(toCardData),
    matching: view.matching,
    total: view.total,
    page: view.page,
    pageCount: view.pageCount,
    // The view without defaults or unknown keys: the pager's links and the canonical link build on
    // it, so a plain form's '?q=&category=all&...' or a stale page number is not passed on.
    viewSearch: catalogueQueryToSearchParams(query).toString(),
    canonicalPath: cataloguePath(query, view.page),
    // Sent as data so the page's code stays free of the validation library.
    maxSearchLength: MAX_SEARCH_LENGTH,
  };
}

export default function Products({ loaderData }: Route.ComponentProps) {
  const { products, matching, total, page, pageCount, viewSearch, query, maxSearchLength } = loaderData;
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
            <CatalogueResults
              products={products}
              matching={matching}
              total={total}
              page={page}
              pageCount={pageCount}
              viewSearch={viewSearch}
              loading={loading}
            />
          </div>
        </Form>
      </PageContainer>
    </>
  );
}
