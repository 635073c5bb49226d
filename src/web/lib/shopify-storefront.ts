// Browser side of Buy Now: asks the Storefront API (or its simulator) for one product.
import {
  parseProductResponse,
  PRODUCT_BY_ID_QUERY,
  productGid,
  type StorefrontConfig,
  type StorefrontResult,
} from '../../core/shopify-storefront';

/** Never throws: a network failure or a body that is not JSON comes back as a failed result. */
export async function fetchStorefrontProduct(
  config: StorefrontConfig,
  shopifyProductId: string,
  { signal, fetchImpl = fetch }: { signal?: AbortSignal; fetchImpl?: typeof fetch } = {},
): Promise<StorefrontResult> {
  let response: Response;
  try {
    response = await fetchImpl(config.endpoint, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Shopify-Storefront-Access-Token': config.storefrontToken,
      },
      body: JSON.stringify({ query: PRODUCT_BY_ID_QUERY, variables: { id: productGid(shopifyProductId) } }),
      // The Storefront API needs no cookies, and a cross-origin store must not receive ours.
      credentials: config.simulated ? 'same-origin' : 'omit',
      signal,
    });
  } catch (error) {
    return { ok: false, reason: 'error', message: `Storefront unreachable: ${String(error)}` };
  }
  const text = await response.text().catch(() => '');
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  return parseProductResponse(response.status, body);
}
