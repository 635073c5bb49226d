import { storefrontConfig, type StorefrontConfig } from '../../../core/shopify-storefront';
import type { ShopifyConfig } from './env';

/** The Storefront values the browser needs for Buy Now; all of them are public by design. */
export function shopifyPublicConfig(config: { shopify: ShopifyConfig }): StorefrontConfig {
  const { storeDomain, apiVersion, storefrontToken } = config.shopify;
  return storefrontConfig(storeDomain, apiVersion, storefrontToken);
}
