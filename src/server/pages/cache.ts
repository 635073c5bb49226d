// Rendered pages that are the same for every signed-out shopper (the route says so, see
// core/shared-page.ts) are kept and sent again until the shop's content changes: a product page
// then costs a lookup instead of a React render and its queries. Each answer still gets its own
// CSP nonce: the stored page is cut where the render put its nonce.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import { currencyFromCookieHeader } from '../../core/currency-cookie';
import { wantsDataSaver } from '../../core/data-saver';
import { SHARED_PAGE_HEADER } from '../../core/shared-page';
import { contentGeneration } from '../services/catalogue';

export interface PageCacheLimits {
  maxEntries: number;
  maxBytes: number;
  /** A safety net for anything a page shows that no change notice covers. */
  ttlMs: number;
}

export const PAGE_CACHE_LIMITS: PageCacheLimits = {
  maxEntries: 500,
  maxBytes: 32 * 1024 * 1024,
  ttlMs: 60_000,
};

interface StoredPage {
  status: number;
  headers: [string, string][];
  /** The HTML's UTF-8 bytes, cut where the render put its nonce: each answer's nonce goes between. */
  parts: Buffer[];
  /** Names the page's bytes apart from its nonce: a browser that holds them is told 304. */
  etag: string;
  bytes: number;
  generation: number;
  expiresAt: number;
}

export type PageCache = ReturnType<typeof createPageCache>;

export function createPageCache(limits: PageCacheLimits = PAGE_CACHE_LIMITS) {
  // A Map keeps insertion order: re-inserting on every hit makes the first key the least recently used.
  const pages = new Map<string, StoredPage>();
  let bytes = 0;

  const drop = (key: string) => {
    const page = pages.get(key);
    if (!page) return;
    pages.delete(key);
    bytes -= page.bytes;
  };

  return {
    /** The cache key when this request may be answered from the cache, or null when it may not. */
    keyOf(request: FastifyRequest): string | null {
      if (request.method !== 'GET' && request.method !== 'HEAD') return null;
      // A signed-in person's page holds their name and maybe prices only they may see.
      if (request.sessionUser) return null;
      const currency = currencyFromCookieHeader(request.headers.cookie);
      // Crawlers get the page in one piece rather than streamed (entry.server.tsx).
      const userAgent = request.headers['user-agent'];
      const reader = userAgent && isbot(userAgent) ? 'bot' : 'browser';
      const weight = wantsDataSaver(request.headers.cookie, request.headers['save-data']) ? 'light' : 'full';
      return `${reader} ${currency} ${weight} ${request.url}`;
    },

    /** Sends the stored page when there is a fresh one; false when the page must be rendered. */
    sendIfFresh(key: string, reply: FastifyReply, nonce: string): boolean {
      const page = pages.get(key);
      if (!page) return false;
      if (page.generation !== contentGeneration() || page.expiresAt <= Date.now()) {
        drop(key);
        return false;
      }
      pages.delete(key);
      pages.set(key, page);
      reply.header('x-page-cache', 'hit');
      if (sendIfUnchanged(reply, page.etag)) return true;
      reply.status(page.status);
      for (const [name, value] of page.headers) reply.header(name, value);
      void reply.send(withNonce(page.parts, nonce));
      return true;
    },

    /**
     * Keeps a rendered page; `generation` is the content's generation from before the render began.
     * Returns its ETag, or null when it is not kept.
     */
    store(
      key: string,
      page: {
        status: number;
        headers: Headers;
        html: string;
        nonce: string;
        generation: number;
        /** The moment the page stops being true (the announcement bar's next start or end). */
        freshUntil?: Date | null;
      },
    ) {
      const parts = page.html.split(page.nonce).map((part) => Buffer.from(part));
      const size = parts.reduce((sum, part) => sum + part.length, 0);
      if (size > limits.maxBytes / 4) return null;
      drop(key);
      const etag = pageEtag(parts);
      const headers = [...page.headers]
        .filter(([name]) => name !== 'set-cookie' && name !== SHARED_PAGE_HEADER && name !== 'cache-control')
        .concat(revalidationHeaders(etag));
      pages.set(key, {
        status: page.status,
        headers,
        parts,
        etag,
        bytes: size,
        generation: page.generation,
        expiresAt: Math.min(Date.now() + limits.ttlMs, page.freshUntil?.getTime() ?? Infinity),
      });
      bytes += size;
      for (const oldest of pages.keys()) {
        if (pages.size <= limits.maxEntries && bytes <= limits.maxBytes) break;
        drop(oldest);
      }
      return etag;
    },
  };
}

/**
 * Weak: the bytes differ by their nonce. A browser that got the page keeps it with the policy
 * that allows that nonce; the 304 carries no policy (security-headers.ts), so the two still agree.
 */
function pageEtag(parts: Buffer[]): string {
  const hash = createHash('sha256');
  // Each part's length too: the same bytes cut elsewhere are a different page.
  for (const part of parts) hash.update(`${part.length}:`).update(part);
  return `W/"${hash.digest('base64url').slice(0, 27)}"`;
}

/** Browsers and proxies may keep a shared page but must ask each time: an unchanged one costs a 304. */
export function revalidationHeaders(etag: string): [string, string][] {
  return [
    ['etag', etag],
    ['cache-control', 'no-cache'],
  ];
}

/** Answers 304 when the request's If-None-Match names `etag`; false when the page must be sent. */
export function sendIfUnchanged(reply: FastifyReply, etag: string): boolean {
  const held = reply.request.headers['if-none-match'];
  if (!held || !held.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*')) return false;
  reply.status(304);
  for (const [name, value] of revalidationHeaders(etag)) reply.header(name, value);
  void reply.send();
  return true;
}

/**
 * The page's bytes with `nonce` between its parts. Built outside V8's heap, so a page sent
 * thousands of times a second leaves the garbage collector almost nothing to do.
 */
function withNonce(parts: Buffer[], nonce: string): Buffer {
  const nonceBytes = Buffer.from(nonce);
  const pieces: Buffer[] = [];
  parts.forEach((part, i) => {
    if (i > 0) pieces.push(nonceBytes);
    pieces.push(part);
  });
  return Buffer.concat(pieces);
}

/** Whether the route declared its render shared, and nothing in the answer is for one shopper only. */
export function isSharedRender(response: Response): boolean {
  return (
    response.status === 200 &&
    response.headers.get(SHARED_PAGE_HEADER) === '1' &&
    response.headers.getSetCookie().length === 0 &&
    (response.headers.get('content-type') ?? '').startsWith('text/html')
  );
}
