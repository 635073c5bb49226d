import { storefrontConfig, type StorefrontConfig } from '../../../core/shopify-storefront';
import type { Config } from '../../config';

/** The Storefront values the browser needs for Buy Now; all of them are public by design. */
export function shopifyPublicConfig(config: Config): StorefrontConfig {
  const { storeDomain, apiVersion, storefrontToken } = config.shopify;
  return storefrontConfig(storeDomain, apiVersion, storefrontToken);
}
