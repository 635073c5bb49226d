// The Shopify part of the environment (README "Configuration"). src/server/config/config.ts spreads the
// shape into its schema and calls toShopifyConfig, so every problem is reported in one place.
import { z } from 'zod';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

export const shopifyEnvShape = {
  // Unset: the store when SHOPIFY_STORE_DOMAIN is set, else the simulator (refused in production).
  // off: no global store, so no Buy Now anywhere (SPEC's button stays the default).
  SHOPIFY_MODE: z
    .enum(['simulated', 'store', 'off'], { error: 'must be simulated, store or off' })
    .optional(),
  SHOPIFY_STORE_DOMAIN: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(
        /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i,
        'must be a host name without https://, e.g. heritage-shea.myshopify.com',
      )
      .optional(),
  ),
  // A public token: Shopify's Storefront tokens are meant to be shipped to browsers.
  SHOPIFY_STOREFRONT_TOKEN: z.string().min(1).default('sim-storefront-token'),
  SHOPIFY_API_VERSION: z
    .string()
    .regex(/^(\d{4}-(01|04|07|10)|unstable)$/, 'must be a Storefront API version such as 2025-07')
    .default('2025-07'),
};

type ShopifyEnv = z.output<ReturnType<typeof z.object<typeof shopifyEnvShape>>>;

/**
 * The simulator holds no money, but a production shop whose Buy Now silently opens a stand-in
 * store sells nothing abroad: in production it runs only when asked for by name (DESIGN.md §6).
 */
export function checkShopifyEnv(env: ShopifyEnv & { NODE_ENV: string }, ctx: z.RefinementCtx) {
  const domain = env.SHOPIFY_STORE_DOMAIN;
  const problem =
    env.SHOPIFY_MODE === 'store' && !domain
      ? 'is required when SHOPIFY_MODE is store'
      : (env.SHOPIFY_MODE === 'simulated' || env.SHOPIFY_MODE === 'off') && domain
        ? `must be unset when SHOPIFY_MODE is ${env.SHOPIFY_MODE}`
        : env.SHOPIFY_MODE === undefined && !domain && env.NODE_ENV === 'production'
          ? 'is required when NODE_ENV is production (or SHOPIFY_MODE=off for a shop without a global store, ' +
            'or SHOPIFY_MODE=simulated for the built-in Storefront simulator)'
          : null;
  if (problem) ctx.addIssue({ code: 'custom', path: ['SHOPIFY_STORE_DOMAIN'], message: problem });
}

export function toShopifyConfig(env: ShopifyEnv) {
  const domain = env.SHOPIFY_STORE_DOMAIN?.toLowerCase();
  const mode = env.SHOPIFY_MODE === 'off' ? 'off' : domain ? 'store' : 'simulated';
  return {
    /** off: no Buy Now; simulated: the simulator at /__sim/shopify on this app. */
    mode: mode as 'store' | 'simulated' | 'off',
    /** Null unless mode is store. */
    storeDomain: domain ?? null,
    storefrontToken: env.SHOPIFY_STOREFRONT_TOKEN,
    apiVersion: env.SHOPIFY_API_VERSION,
  };
}

export type ShopifyConfig = ReturnType<typeof toShopifyConfig>;

/** Said loudly at every start: Buy Now in a production shop opens a store that sells nothing. */
export function shopifyWarnings(shopify: ShopifyConfig, production: boolean): string[] {
  if (!production || shopify.mode !== 'simulated') return [];
  return [
    'SHOPIFY_MODE=simulated in production: Buy Now opens the built-in Storefront simulator, where ' +
      'nothing can be bought. Set SHOPIFY_STORE_DOMAIN to the global store.',
  ];
}
