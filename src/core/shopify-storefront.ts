// The Shopify Storefront API product query and its answers (DARAJA.md, Shopify part). Pure: the
// browser client does the fetch and hands the status and parsed body to parseProductResponse.

export const PRODUCT_BY_ID_QUERY = `query ProductById($id: ID!) {
  product(id: $id) {
    id
    title
    handle
    variants(first: 1) { nodes { id availableForSale price { amount currencyCode } } }
  }
}`;

/** Where Buy Now talks to and sends shoppers; public values, safe in the browser. */
export interface StorefrontConfig {
  /** GraphQL endpoint: `https://{domain}/api/{version}/graphql.json` or the simulator's path. */
  endpoint: string;
  /** Store origin for `/products/{handle}`: `https://{domain}` or the simulator's path. */
  storeUrl: string;
  storefrontToken: string;
  simulated: boolean;
}

export function storefrontConfig(domain: string | null, apiVersion: string, token: string): StorefrontConfig {
  const storeUrl = domain ? `https://${domain}` : '/__sim/shopify';
  return {
    endpoint: `${storeUrl}/api/${apiVersion}/graphql.json`,
    storeUrl,
    storefrontToken: token,
    simulated: domain === null,
  };
}

export function productGid(shopifyProductId: string): string {
  return `gid://shopify/Product/${shopifyProductId}`;
}

/** The store's product page; with a size's Shopify variant id, Shopify opens it on that size (`?variant=`). */
export function storeProductUrl(storeUrl: string, handle: string, shopifyVariantId?: string | null): string {
  const page = `${storeUrl}/products/${encodeURIComponent(handle)}`;
  return shopifyVariantId ? `${page}?variant=${encodeURIComponent(shopifyVariantId)}` : page;
}

export interface StorefrontProduct {
  id: string;
  title: string;
  handle: string;
  /** The first variant; null when the product has none (then nothing can be bought). */
  variant: { id: string; priceAmount: string; currencyCode: string; availableForSale: boolean } | null;
}

export type StorefrontResult =
  | { ok: true; product: StorefrontProduct }
  | { ok: false; reason: 'not_found' | 'unauthorized' | 'error'; message: string };

const fail = (reason: 'not_found' | 'unauthorized' | 'error', message: string): StorefrontResult => ({
  ok: false,
  reason,
  message,
});

/**
 * Reads an answer in the order DARAJA.md prescribes: the status, then the type of `errors`
 * (array, string or object), then `data`. `body` is the parsed JSON, or undefined when the body
 * was not JSON (a proxy's HTML error page, an empty 502).
 */
export function parseProductResponse(status: number, body: unknown): StorefrontResult {
  const errors = isRecord(body) ? body.errors : undefined;
  if (status === 401 || status === 403 || hasErrorCode(errors, 'UNAUTHORIZED')) {
    return fail('unauthorized', `Storefront refused the access token (${status})`);
  }
  if (status < 200 || status >= 300) {
    return fail('error', `Storefront answered ${status}${errors ? `: ${errorsText(errors)}` : ''}`);
  }
  if (errors !== undefined && errors !== null) {
    // GraphQL may send errors beside partial data; with no product we cannot sell it either way.
    return fail('error', `Storefront error: ${errorsText(errors)}`);
  }
  if (!isRecord(body) || !isRecord(body.data)) return fail('error', 'Storefront answer has no data');
  const product = body.data.product;
  if (product === null || product === undefined) return fail('not_found', 'Product not found on the store');
  return readProduct(product);
}

function readProduct(raw: unknown): StorefrontResult {
  if (!isRecord(raw) || typeof raw.id !== 'string' || typeof raw.handle !== 'string' || raw.handle === '') {
    return fail('error', 'Storefront product is missing its id or handle');
  }
  const nodes = isRecord(raw.variants) && Array.isArray(raw.variants.nodes) ? raw.variants.nodes : [];
  const first: unknown = nodes[0];
  let variant: StorefrontProduct['variant'] = null;
  if (isRecord(first)) {
    const price = isRecord(first.price) ? first.price : {};
    variant = {
      id: typeof first.id === 'string' ? first.id : '',
      priceAmount: typeof price.amount === 'string' ? price.amount : String(price.amount ?? ''),
      currencyCode: typeof price.currencyCode === 'string' ? price.currencyCode : '',
      // Only an explicit true counts: a missing flag must not sell what may be gone.
      availableForSale: first.availableForSale === true,
    };
  }
  return {
    ok: true,
    product: {
      id: raw.id,
      title: typeof raw.title === 'string' ? raw.title : '',
      handle: raw.handle,
      variant,
    },
  };
}

function hasErrorCode(errors: unknown, code: string): boolean {
  return (
    Array.isArray(errors) &&
    errors.some((e) => isRecord(e) && isRecord(e.extensions) && e.extensions.code === code)
  );
}

/** One line from any of the shapes Shopify uses for `errors`. */
export function errorsText(errors: unknown): string {
  if (typeof errors === 'string') return errors;
  if (Array.isArray(errors)) {
    const parts = errors.map((e) => {
      if (!isRecord(e)) return String(e);
      const code = isRecord(e.extensions) && typeof e.extensions.code === 'string' ? e.extensions.code : '';
      const message = typeof e.message === 'string' ? e.message : '';
      return [code, message].filter(Boolean).join(' ') || 'unknown error';
    });
    return parts.join('; ') || 'unknown error';
  }
  if (isRecord(errors)) {
    return Object.entries(errors)
      .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
      .join('; ');
  }
  return 'unknown error';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
