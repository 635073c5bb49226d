import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { Config } from './config';
import { cspNonce } from './csp-nonce';

/** Helmet's defaults, loosened only where the shop needs it. */
export function securityHeaders(config: Config, development: boolean): FastifyHelmetOptions {
  const https = config.publicUrl.startsWith('https://');
  return {
    // Vite's dev server injects inline modules and a websocket; production gets the full policy.
    contentSecurityPolicy: development
      ? false
      : {
          useDefaults: true,
          directives: {
            // React Router streams its hydration data as inline scripts: each carries the nonce.
            'script-src': ["'self'", (_request, response) => `'nonce-${cspNonce(response)}'`],
            'img-src': ["'self'", 'data:', 'blob:'],
            // Buy Now's browser fetch goes to the real Shopify store when one is configured.
            'connect-src': [
              "'self'",
              ...(config.shopify.storeDomain ? [`https://${config.shopify.storeDomain}`] : []),
            ],
            'form-action': ["'self'"],
            'frame-ancestors': ["'none'"],
            'upgrade-insecure-requests': https ? [] : null,
          },
        },
    hsts: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    // Helmet's 'no-referrer' makes browsers send `Origin: null` on same-site form posts, and React
    // Router then refuses every page action (forms without JavaScript). 'same-origin' still sends
    // nothing to other sites.
    referrerPolicy: { policy: 'same-origin' },
  };
}
