// The shop's service worker. Workbox's build step writes the list of files below (the shell: the
// shopper's scripts, styles, fonts and the offline page) into `self.__WB_MANIFEST`, and each new
// build is a new version: it waits until the page's Reload takes it, then removes the old caches.
// Which addresses are kept and how is src/core/offline-pages.ts.
import { Queue } from 'workbox-background-sync';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types';
import {
  LOCAL_STATE_PAGES,
  mayKeepAnswer,
  OFFLINE_PAGE,
  offlinePolicy,
  QUEUED_POSTS,
  SW_MESSAGES,
  type QueuedAnswer,
} from '../core/offline-pages';
import { byteLimit } from './byte-limit';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: { url: string; revision: string | null }[] };
/** The build's version, set by scripts/build-service-worker.ts. */
declare const __SW_VERSION__: string;

const PAGES = `pages-${__SW_VERSION__}`;
const ASSETS = 'assets';
const PICTURES = 'pictures';
const KEPT = new Set([PAGES, ASSETS, PICTURES]);
const DAY = 24 * 60 * 60;

// The offline page is asked for with the address it stands in for (`?from=`): one kept copy serves all.
precacheAndRoute(self.__WB_MANIFEST, { ignoreURLParametersMatching: [/.*/] });
cleanupOutdatedCaches();

/** Only whole pages the shop did not mark personal go into the pages cache. */
const publicPagesOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) =>
    mayKeepAnswer(response.status, response.headers.get('cache-control')) ? response : null,
};

const sameOrigin = (url: URL) => url.origin === self.location.origin;

registerRoute(
  ({ url, request }) =>
    sameOrigin(url) && request.method === 'GET' && offlinePolicy(url.pathname) === 'stale-while-revalidate',
  new StaleWhileRevalidate({ cacheName: PAGES, plugins: [publicPagesOnly] }),
);
registerRoute(
  ({ url, request }) =>
    sameOrigin(url) && request.method === 'GET' && offlinePolicy(url.pathname) === 'network-first',
  new NetworkFirst({ cacheName: PAGES, networkTimeoutSeconds: 4, plugins: [publicPagesOnly] }),
);
// Built files carry a content hash in their names: a kept copy is never out of date.
registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: ASSETS,
    plugins: [new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 60 * DAY, purgeOnQuotaError: true })],
  }),
);
registerRoute(
  ({ url, request }) =>
    sameOrigin(url) &&
    request.destination === 'image' &&
    /^\/(generated|uploads|brand|flags)\//.test(url.pathname),
  new CacheFirst({
    cacheName: PICTURES,
    plugins: [
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
      byteLimit(15 * 1024 * 1024),
    ],
  }),
);

// A contact message or newsletter sign-up made offline is kept (in IndexedDB, with its
// Idempotency-Key) and sent when Background Sync says the connection is back, or, where the browser
// has no Background Sync, when the worker next starts or a page says it is online again.
const queued = new Queue('shop-messages', { maxRetentionTime: 7 * 24 * 60 });
registerRoute(
  ({ url }) => sameOrigin(url) && QUEUED_POSTS.includes(url.pathname),
  async ({ request }) => {
    const kept = request.clone();
    try {
      return await fetch(request);
    } catch {
      await queued.pushRequest({ request: kept });
      const answer: QueuedAnswer = { queued: true };
      return Response.json(answer, { status: 202 });
    }
  },
  'POST',
);

// Every other page goes to the network, never to a cache; routed here only so that, offline, it too
// falls to the offline page below rather than to the browser's error.
registerRoute(({ request }) => request.mode === 'navigate', new NetworkOnly());

// Offline, a page the phone has not kept shows the offline page, which lists the products it has.
// It is reached by a redirect, so the page that runs is the offline page's own and hydrates as such.
setCatchHandler(async ({ request, url }) => {
  if (request.mode !== 'navigate' || !url || !(await matchPrecache(OFFLINE_PAGE))) return Response.error();
  return Response.redirect(`${OFFLINE_PAGE}?from=${encodeURIComponent(url.pathname + url.search)}`, 302);
});

// The cart and wishlist pages draw from the phone's own storage: kept from the start, so they open
// offline even if the shopper never visited them online. Asked for without cookies, as nobody.
self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(PAGES);
      for (const path of LOCAL_STATE_PAGES) {
        const response = await fetch(path, { credentials: 'omit' }).catch(() => null);
        if (response && mayKeepAnswer(response.status, response.headers.get('cache-control')))
          await cache.put(path, response);
      }
    })(),
  );
});

self.addEventListener('message', (event) => {
  if (event.data === SW_MESSAGES.activate) void self.skipWaiting();
  if (event.data === SW_MESSAGES.forgetPages) event.waitUntil(caches.delete(PAGES));
  // A request that fails again stays in the queue for the next try.
  if (event.data === SW_MESSAGES.sendQueued) event.waitUntil(queued.replayRequests().catch(() => undefined));
});

// Pages of an earlier version name scripts this build no longer serves: they go with it.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith('pages-') && !KEPT.has(name))
          .map((name) => caches.delete(name)),
      );
      await self.clients.claim();
    })(),
  );
});
