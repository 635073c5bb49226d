// The catalogue's count sentence, apart from the paging of catalogue-page.ts so that the browser's
// copy of the results carries no zod (whose code generation the Content-Security-Policy refuses).
import { pageOffset } from './paging';

/** Cards a catalogue page sends. Twelve fills the grid's rows at two and at three columns. */
export const CATALOGUE_PAGE_SIZE = 12;

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
