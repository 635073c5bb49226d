// The catalogue form as a URL, in the browser. Deliberately free of zod (src/core's
// catalogue-query parses with it, and it would add ~24 KB to the page): the server parses and
// validates whatever this produces, so it only has to leave out defaults to keep links short.

const DEFAULTS: Record<string, string> = {
  q: '',
  category: 'all',
  price: 'all',
  skinType: 'all',
  sort: 'featured',
};

/** '/products?category=raw&sort=name' from the catalogue form as it stands. */
export function catalogueHref(form: HTMLFormElement, change: Record<string, string> = {}): string {
  const values: Record<string, string> = {};
  for (const [key, value] of new FormData(form)) {
    if (typeof value === 'string' && key in DEFAULTS) values[key] = value;
  }
  Object.assign(values, change);
  const params = new URLSearchParams();
  for (const key of Object.keys(DEFAULTS)) {
    const value = (values[key] ?? '').trim();
    if (value !== '' && value !== DEFAULTS[key]) params.set(key, value);
  }
  const text = params.toString();
  return text ? `/products?${text}` : '/products';
}

/** The id the pager's links jump to, so a new page opens at its first card, also without JavaScript. */
export const RESULTS_ID = 'results';

/** The view on another page: '/products?category=raw&page=2#results' (the first page has no ?page). */
export function cataloguePageHref(viewSearch: string, page: number): string {
  const params = new URLSearchParams(viewSearch);
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return `/products${text ? `?${text}` : ''}#${RESULTS_ID}`;
}
