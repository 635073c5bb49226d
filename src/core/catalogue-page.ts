// One page of the catalogue's results. The page sends only these cards, so its size follows the
// page shown, not the catalogue. Twelve fills the grid's rows at two and at three columns.
import { pageCount, pageOffset } from './paging';
import { catalogueQueryToSearchParams, type CatalogueQuery } from './catalogue-query';
import { CATALOGUE_PAGE_SIZE } from './catalogue-count';

export { CATALOGUE_PAGE_SIZE };

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

/** '/products?category=raw&page=2': the view's own address, defaults left out (page 1 has no ?page). */
export function cataloguePath(query: Partial<CatalogueQuery>, page: number): string {
  const params = catalogueQueryToSearchParams(query);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `/products?${search}` : '/products';
}
