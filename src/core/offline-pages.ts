// Which of the shop's addresses a phone may keep for when the network drops (the service worker,
// src/sw/), and which it must always ask the shop for. Only pages that are the same for every
// signed-out shopper are kept: the catalogue, the products, the shop's own pages, and the cart and
// wishlist (drawn from the phone's own storage). Money, orders, tracking, accounts, the console and
// the reseller portal are never kept, and the API is never answered from a cache.

/** The page shown for an address the phone has not kept while it is offline; kept with the build. */
export const OFFLINE_PAGE = '/offline';

const KEPT_PAGES: readonly RegExp[] = [
  /^\/$/,
  /^\/products$/,
  /^\/product\/[^/]+$/,
  /^\/(about|contact|faq|shipping-info|return-policy|privacy|resellers)$/,
];

/** Pages drawn from the phone's storage: asked of the network first, the kept copy when offline. */
export const LOCAL_STATE_PAGES = ['/cart', '/wishlist'] as const;

/** React Router's client navigations ask for `/path.data` (`/_root.data` for the home page). */
function pagePath(pathname: string): string {
  if (pathname === '/_root.data') return '/';
  return pathname.endsWith('.data') ? pathname.slice(0, -'.data'.length) : pathname;
}

export type OfflinePolicy = 'stale-while-revalidate' | 'network-first' | 'network-only';

/** How the service worker answers a GET for a page or a page's data at `pathname`. */
export function offlinePolicy(pathname: string): OfflinePolicy {
  const path = pagePath(pathname);
  if (KEPT_PAGES.some((page) => page.test(path))) return 'stale-while-revalidate';
  if ((LOCAL_STATE_PAGES as readonly string[]).includes(path)) return 'network-first';
  return 'network-only';
}

/**
 * A page answer that may be kept: a whole page, and one the shop did not mark as personal (a page
 * rendered for a signed-in person is `private, no-store`).
 */
export function mayKeepAnswer(status: number, cacheControl: string | null): boolean {
  return status === 200 && !/\b(no-store|private)\b/i.test(cacheControl ?? '');
}

/**
 * Messages a shopper may send while offline: the service worker keeps each (with its
 * Idempotency-Key, so the shop stores it once) and sends it when the connection is back, answering
 * the page at once with `QueuedAnswer`.
 */
export const QUEUED_POSTS: readonly string[] = ['/api/contact', '/api/newsletter'];

/** The service worker's answer (202) to a message it kept for later. */
export interface QueuedAnswer {
  queued: true;
}

export function isQueuedAnswer(answer: unknown): answer is QueuedAnswer {
  return typeof answer === 'object' && answer !== null && (answer as QueuedAnswer).queued === true;
}

/** The messages pages send to the service worker. */
export const SW_MESSAGES = {
  /** The connection is back, or a page opened: send what was kept while offline. */
  sendQueued: 'send-queued-messages',
  /** The waiting new version takes over now (the shopper pressed Reload). */
  activate: 'activate-new-version',
  /** Forget every kept page: someone signed in or out on this phone. */
  forgetPages: 'forget-kept-pages',
} as const;

/** Where the shop serves its service worker; its scope is the whole shop. */
export const SERVICE_WORKER_URL = '/sw.js';
