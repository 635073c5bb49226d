// Rendered pages that are the same for every signed-out shopper (the route says so, see
// core/shared-page.ts) are kept and sent again until the shop's content changes: a product page
// then costs a lookup instead of a React render and its queries. Each answer still gets its own
// CSP nonce: the stored page is cut where the render put its nonce.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import { currencyFromCookieHeader } from '../core/currency-cookie';
import { SHARED_PAGE_HEADER } from '../core/shared-page';
import { contentGeneration } from './services/catalogue';

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
      return `${reader} ${currency} ${request.url}`;
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
      reply.status(page.status);
      for (const [name, value] of page.headers) reply.header(name, value);
      reply.header('x-page-cache', 'hit');
      void reply.send(withNonce(page.parts, nonce));
      return true;
    },

    /** Keeps a rendered page; `generation` is the content's generation from before the render began. */
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
      if (size > limits.maxBytes / 4) return;
      drop(key);
      const headers = [...page.headers].filter(
        ([name]) => name !== 'set-cookie' && name !== SHARED_PAGE_HEADER,
      );
      pages.set(key, {
        status: page.status,
        headers,
        parts,
        bytes: size,
        generation: page.generation,
        expiresAt: Math.min(Date.now() + limits.ttlMs, page.freshUntil?.getTime() ?? Infinity),
      });
      bytes += size;
      for (const oldest of pages.keys()) {
        if (pages.size <= limits.maxEntries && bytes <= limits.maxBytes) break;
        drop(oldest);
      }
    },
  };
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
