import { storefrontConfig, type StorefrontConfig } from '../../../core/shopify-storefront';
import type { ShopifyConfig } from './env';

/**
 * The Storefront values the browser needs for Buy Now; all of them are public by design. Null
 * when SHOPIFY_MODE=off: the shop has no global store, and no page shows Buy Now.
 */
export function shopifyPublicConfig(config: { shopify: ShopifyConfig }): StorefrontConfig | null {
  const { mode, storeDomain, apiVersion, storefrontToken } = config.shopify;
  if (mode === 'off') return null;
  return storefrontConfig(storeDomain, apiVersion, storefrontToken);
}
