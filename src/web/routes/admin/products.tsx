import { Plus, Search } from 'lucide-react';
import { Form, Link } from 'react-router';
import { PRODUCT_LIST_FILTER_LABELS, PRODUCT_LIST_FILTERS } from '../../../core/product-list-query';
import { ConsolePageHeader } from '../../components/admin/console-page-header';
import { DoneNotice } from '../../components/admin/products/done-notice';
import { Pager } from '../../components/admin/pager';
import { DemoProductsCard } from '../../components/admin/products/demo-products-card';
import { ProductList } from '../../components/admin/products/product-list';
import { Card } from '../../components/ui/card';
import { controlClasses } from '../../components/ui/field-classes';
import { buttonClasses } from '../../components/ui/button-styles';
import { requireConsole } from '../../lib/auth.server';
import { pageMeta } from '../../lib/meta';
import { readFormData } from '../../lib/read-form.server';
import type { Route } from './+types/products';
import { productListPageData } from './product-pages.server';
import { removeDemoProducts } from './product-removal.server';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'Products',
    description: 'Products, stock and pictures.',
    noIndex: true,
  });
}

export async function loader(args: Route.LoaderArgs) {
  requireConsole(args, 'products.view');
  return productListPageData(args.context, args.request);
}

export async function action(args: Route.ActionArgs) {
  const admin = requireConsole(args, 'products.remove');
  return removeDemoProducts(args.context, admin.id, await readFormData(args.request));
}

export default function Products({ loaderData, actionData }: Route.ComponentProps) {
  const { query, paged, threshold, demo, notice } = loaderData;
  const filterHref = (filter: string) => {
    const params = new URLSearchParams();
    if (query.q) params.set('q', query.q);
    if (filter !== 'all') params.set('filter', filter);
    const search = params.toString();
    return search ? `/admin/products?${search}` : '/admin/products';
  };
  return (
    <>
      <ConsolePageHeader
        title="Products"
        intro={`Stock at or under ${threshold} is marked low. Changes show in the shop at once.`}
        actions={
          <Link to="/admin/products/new" className={buttonClasses('primary')}>
            <Plus className="size-4" aria-hidden="true" />
            New product
          </Link>
        }
      />
      {notice && !actionData && <DoneNotice message={notice} />}
      {demo.length > 0 && <DemoProductsCard names={demo} error={actionData?.error ?? null} />}
      <Form method="get" role="search" className="mb-4 flex flex-wrap items-end gap-2">
        {query.filter !== 'all' && <input type="hidden" name="filter" value={query.filter} />}
        <div className="min-w-0 flex-1 basis-52">
          <label htmlFor="product-search" className="block text-sm font-medium text-earth-900">
            Search by name or slug
          </label>
          <input
            id="product-search"
            type="search"
            name="q"
            defaultValue={query.q ?? ''}
            maxLength={100}
            className={controlClasses(false)}
          />
        </div>
        <button type="submit" className={buttonClasses('secondary')}>
          <Search className="size-4" aria-hidden="true" />
          Search
        </button>
      </Form>
      <nav aria-label="Show products" className="mb-5">
        <ul className="flex flex-wrap gap-2">
          {PRODUCT_LIST_FILTERS.map((filter) => {
            const active = filter === query.filter;
            return (
              <li key={filter}>
                <Link
                  to={filterHref(filter)}
                  aria-current={active ? 'page' : undefined}
                  className={`inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold ${
                    active
                      ? 'bg-earth-700 text-shea-50'
                      : 'border border-line bg-surface text-earth-700 hover:bg-shea-200'
                  }`}
                >
                  {PRODUCT_LIST_FILTER_LABELS[filter]}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {paged.rows.length > 0 ? (
        <ProductList products={paged.rows} />
      ) : (
        <Card as="p" look="flat" padding="roomy" className="text-ink-muted">
          {query.q ? `No products match “${query.q}”.` : 'No products here.'}
        </Card>
      )}
      <Pager paged={paged} noun="products" />
    </>
  );
}
