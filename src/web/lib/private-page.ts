// A page that shows one shopper's data to whoever holds its address or cookie (an order found by
// its number and e-mail, a wishlist, a tax invoice, the e-mail a reset or invitation link is for):
// no cache keeps it, neither a shared one in front of the shop nor the browser's own. Signed-in
// pages get the same from the server (server/pages/register.ts); these are read signed out.
import type { HeadersFunction } from 'react-router';

export const PRIVATE_PAGE = 'private, no-store';

/**
 * A route module's `headers` export. React Router sends a loader's headers with the page only
 * through this export, so they go along (a 429's Retry-After).
 */
export const privatePageHeaders: HeadersFunction = ({ loaderHeaders }) => {
  const headers = new Headers(loaderHeaders);
  headers.set('Cache-Control', PRIVATE_PAGE);
  return headers;
};

/**
 * For a page that is one shopper's only when their cookie names them: the loader says so with
 * `Cache-Control: PRIVATE_PAGE` in its headers; without the cookie the page is the same for all.
 */
export const loaderPageHeaders: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;
