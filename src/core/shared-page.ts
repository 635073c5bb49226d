// A page route declares that its render is the same for every signed-out shopper who shows the
// same currency (nothing read from a cookie, the shopper or the clock): the server may then keep
// the rendered page and send it again until the shop's content changes (src/server/pages/cache.ts).
// The header is the route's word to the server; the server removes it before answering.

export const SHARED_PAGE_HEADER = 'x-shared-page';

/** A route module's `headers` export for such a page. */
export function sharedPageHeaders(): Record<string, string> {
  return { [SHARED_PAGE_HEADER]: '1' };
}
