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

/**
 * The page numbers a pager links to: the first, the last, and the two either side of the current
 * one; `null` marks a gap. Seven links at most, so the row fits a phone at any catalogue size.
 */
export function pageNumbersAround(current: number, count: number): (number | null)[] {
  const shown = new Set([1, count, current - 1, current, current + 1]);
  const numbers = [...shown].filter((n) => n >= 1 && n <= count).sort((a, b) => a - b);
  const withGaps: (number | null)[] = [];
  for (const n of numbers) {
    const previous = withGaps.at(-1);
    // A gap of one page shows that page instead: '1 2 3', never '1 … 3'.
    if (typeof previous === 'number' && n - previous === 2) withGaps.push(previous + 1);
    else if (typeof previous === 'number' && n - previous > 2) withGaps.push(null);
    withGaps.push(n);
  }
  return withGaps;
}
