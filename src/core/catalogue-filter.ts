// Filtering and sorting the catalogue (SPEC §4, §5). Generic, so the server's products and the
// page's JSON products both fit, and pure, so the page and GET /api/products agree.
import { CATEGORY_LABELS, isCategory } from './catalogue-terms';
import { inPriceRange } from './catalogue-options';
import type { CatalogueQuery } from './catalogue-query';

// products.ts reads the query parser from here, next to the filter it feeds.
export { parseCatalogueQuery, catalogueQueryToSearchParams } from './catalogue-query';

export interface FilterableProduct {
  id: number;
  name: string;
  description: string;
  priceCents: number;
  category: string;
  skinTypes: readonly string[];
  featured: boolean;
  ingredients?: readonly string[];
}

/** Search text matches name, description, category (key or label) and ingredients, ignoring case. */
export function matchesSearch(product: FilterableProduct, text: string): boolean {
  const needle = text.trim().toLowerCase();
  if (needle === '') return true;
  const haystack = [
    product.name,
    product.description,
    product.category,
    isCategory(product.category) ? CATEGORY_LABELS[product.category] : '',
    ...(product.ingredients ?? []),
  ];
  return haystack.some((field) => field.toLowerCase().includes(needle));
}

function matches(product: FilterableProduct, query: CatalogueQuery): boolean {
  return (
    matchesSearch(product, query.q) &&
    (query.category === 'all' || product.category === query.category) &&
    inPriceRange(product.priceCents, query.price) &&
    (query.skinType === 'all' || product.skinTypes.includes(query.skinType))
  );
}

type Compare = (a: FilterableProduct, b: FilterableProduct) => number;

// Array sort is stable, so equal keys keep the catalogue's own order.
const COMPARE: Record<CatalogueQuery['sort'], Compare> = {
  featured: (a, b) => Number(b.featured) - Number(a.featured),
  'price-low': (a, b) => a.priceCents - b.priceCents,
  'price-high': (a, b) => b.priceCents - a.priceCents,
  name: (a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }),
};

/** A new array: the products that match every filter, in the chosen order. */
export function filterProducts<T extends FilterableProduct>(
  products: readonly T[],
  query: CatalogueQuery,
): T[] {
  return products.filter((product) => matches(product, query)).sort(COMPARE[query.sort]);
}
