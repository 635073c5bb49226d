// The security headers of every answer, worked out once at start. Helmet's Fastify plugin built its
// whole middleware again for each request (parsing every directive, twice): a seventh of the
// process's time under load on the product list. Here a request costs a few setHeader calls, and
// only an HTML page pays for a nonce.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/config';
import { cspNonce } from './csp-nonce';

export interface SecurityHeaders {
  /** Set on every response as it starts, hijacked streams included. */
  always: [string, string][];
  /**
   * Added to every answer a browser could show as a page, which is all but scripts, stylesheets,
   * fonts and raster pictures: on those they do nothing but cost bytes (14 files on a page, over
   * HTTP/1.1 about 700 bytes each).
   */
  documents: [string, string][];
  /** The Content-Security-Policy of such an answer when it is not HTML; undefined in development. */
  policy?: string;
  /** The policy of an HTML page, allowing the inline scripts that carry `nonce`. */
  pagePolicy?: (nonce: string) => string;
}

/** Where a page's nonce goes; no source of the policy looks like it. */
const NONCE_SLOT = '<nonce>';

type Directives = [name: string, ...sources: string[]][];

function policyText(directives: Directives): string {
  return directives.map((directive) => directive.join(' ')).join(';');
}

/** What the shop sends; `development` leaves the policy to Vite's dev server (inline modules, HMR). */
export function securityHeaders(config: Config, development: boolean): SecurityHeaders {
  const https = config.publicUrl.startsWith('https://');
  const directives = (scriptSources: string[]): Directives => [
    ['default-src', "'self'"],
    ['base-uri', "'self'"],
    ['font-src', "'self'", 'data:'],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
    ['img-src', "'self'", 'data:', 'blob:'],
    ['object-src', "'none'"],
    // React Router streams its hydration data as inline scripts: on a page each carries the nonce.
    ['script-src', "'self'", ...scriptSources],
    ['script-src-attr', "'none'"],
    // The service worker (src/sw/) is the shop's own script at /sw.js.
    ['worker-src', "'self'"],
    // Radix positions its popovers with inline styles.
    ['style-src', "'self'", "'unsafe-inline'"],
    // Buy Now's browser fetch goes to the real Shopify store when one is configured.
    [
      'connect-src',
      "'self'",
      ...(config.shopify.storeDomain ? [`https://${config.shopify.storeDomain}`] : []),
    ],
    ...(https ? ([['upgrade-insecure-requests']] as Directives) : []),
  ];
  const always: [string, string][] = [
    ['x-content-type-options', 'nosniff'],
    ['cross-origin-resource-policy', 'same-origin'],
    ...(https
      ? ([['strict-transport-security', 'max-age=31536000; includeSubDomains']] as [string, string][])
      : []),
  ];
  const documents: [string, string][] = [
    ['cross-origin-opener-policy', 'same-origin'],
    ['origin-agent-cluster', '?1'],
    // 'no-referrer' makes browsers send `Origin: null` on same-site form posts, and React Router then
    // refuses every page action (forms without JavaScript). 'same-origin' still sends nothing to
    // other sites.
    ['referrer-policy', 'same-origin'],
    ['x-dns-prefetch-control', 'off'],
    ['x-download-options', 'noopen'],
    ['x-frame-options', 'DENY'],
    ['x-permitted-cross-domain-policies', 'none'],
    // The old XSS auditors are gone or harmful; 0 turns off what remains of them.
    ['x-xss-protection', '0'],
  ];
  if (development) return { always, documents };
  // A page's policy is the same text around its nonce: cut once, joined per page.
  const [beforeNonce, afterNonce] = policyText(directives([NONCE_SLOT])).split(NONCE_SLOT);
  return {
    always,
    documents,
    policy: policyText(directives([])),
    pagePolicy: (nonce) => `${beforeNonce}'nonce-${nonce}'${afterNonce}`,
  };
}

/** Types a browser only runs, applies or draws inside a page. SVG is a document of its own. */
const SUBRESOURCE = /^(text\/css|(text|application)\/javascript|font\/|image\/(?!svg))/;
/** Pictures (not SVG) may be shown by other sites: a webmail client draws the mails' logo and products. */
const PICTURE = /^image\/(?!svg)/;

/** Sends `headers`; an HTML answer's policy carries that response's nonce. */
export function registerSecurityHeaders(server: FastifyInstance, headers: SecurityHeaders): void {
  const { always, documents, policy, pagePolicy } = headers;
  server.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of always) reply.raw.setHeader(name, value);
    done();
  });
  server.addHook('onSend', (_request, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && PICTURE.test(type)) {
      reply.raw.setHeader('cross-origin-resource-policy', 'cross-origin');
    }
    if (typeof type === 'string' && SUBRESOURCE.test(type)) return done(null, payload);
    // A browser keeps a page with the policy that allows its nonce and takes a 304's headers into
    // what it keeps: a policy here would replace that one and block the kept page's scripts.
    if (reply.statusCode === 304) return done(null, payload);
    for (const [name, value] of documents) reply.raw.setHeader(name, value);
    if (pagePolicy && typeof type === 'string' && type.startsWith('text/html')) {
      reply.raw.setHeader('content-security-policy', pagePolicy(cspNonce(reply.raw)));
    } else if (policy) {
      reply.raw.setHeader('content-security-policy', policy);
    }
    done(null, payload);
  });
}
