// One page of the catalogue's results. The page sends only these cards, so its size follows the
// page shown, not the catalogue. Twelve fills the grid's rows at two and at three columns.
import { pageCount, pageOffset } from './paging';
import { catalogueQueryToSearchParams, type CatalogueQuery } from './catalogue-query';

export const CATALOGUE_PAGE_SIZE = 12;

export interface CatalogueWindow<T> {
  items: T[];
  /** The page shown: the one asked for, or the last one when it asked past the end. */
  page: number;
  pageCount: number;
  /** How many products match the filters, on every page together. */
  matching: number;
}

/** The cards of one page. A page past the end (an old link, a catalogue that shrank) shows the last page. */
export function catalogueWindow<T>(
  matching: readonly T[],
  requestedPage: number,
  pageSize: number = CATALOGUE_PAGE_SIZE,
): CatalogueWindow<T> {
  const pages = pageCount({ total: matching.length, pageSize });
  const page = Math.min(Math.max(requestedPage, 1), pages);
  const start = pageOffset(page, pageSize);
  return {
    items: matching.slice(start, start + pageSize),
    page,
    pageCount: pages,
    matching: matching.length,
  };
}

export interface CatalogueCount {
  page: number;
  pageCount: number;
  /** Cards on this page. */
  shown: number;
  /** Products matching the filters, on every page together. */
  matching: number;
  /** Products in the shop. */
  total: number;
}

const products = (n: number) => `${n} ${n === 1 ? 'product' : 'products'}`;

/**
 * SPEC's 'Showing X of Y products', true of the page it sits on. When every match fits on one
 * page it is SPEC's own sentence (matches of the shop's total: 'Showing 2 of 19 products'); past
 * one page it names the cards shown among the matches ('Showing 13–19 of 19 products'), as a
 * count of all the matches above 12 cards would not be (docs/decisions.md, 2026-12-07).
 */
export function catalogueCountText(count: CatalogueCount, pageSize: number = CATALOGUE_PAGE_SIZE): string {
  if (count.pageCount <= 1) return `Showing ${count.matching} of ${products(count.total)}`;
  const first = pageOffset(count.page, pageSize) + 1;
  const last = first + count.shown - 1;
  if (first === last) return `Showing product ${first} of ${count.matching}`;
  return `Showing ${first}–${last} of ${products(count.matching)}`;
}

/** '/products?category=raw&page=2': the view's own address, defaults left out (page 1 has no ?page). */
export function cataloguePath(query: Partial<CatalogueQuery>, page: number): string {
  const params = catalogueQueryToSearchParams(query);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `/products?${search}` : '/products';
}
