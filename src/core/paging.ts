// Offset paging for the console's lists: page numbers in the URL, so a page can be bookmarked and
// shared, and the back button works. Lists are ordered on indexed columns, so a page costs the
// same whichever it is for the shop's sizes (tens of thousands of rows).

export const PAGE_SIZE = 25;
const MAX_PAGE = 100_000;

/** `?page=` as a whole number from 1; anything else is the first page. */
export function pageNumber(raw: string | null | undefined): number {
  if (!raw || !/^\d{1,6}$/.test(raw)) return 1;
  return Math.min(Math.max(Number(raw), 1), MAX_PAGE);
}

export interface Paged<T> {
  rows: T[];
  page: number;
  pageSize: number;
  total: number;
}

export function pageCount({ total, pageSize }: Pick<Paged<unknown>, 'total' | 'pageSize'>): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export function pageOffset(page: number, pageSize: number = PAGE_SIZE): number {
  return (page - 1) * pageSize;
}
