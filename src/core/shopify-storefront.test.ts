import { describe, expect, it } from 'vitest';
import {
  errorsText,
  parseProductResponse,
  productGid,
  storeProductUrl,
  storefrontConfig,
} from './shopify-storefront';

const product = (variant: Record<string, unknown> | null = {}) => ({
  data: {
    product: {
      id: 'gid://shopify/Product/123',
      title: 'Whipped Shea Body Butter',
      handle: 'whipped-shea-body-butter',
      variants: {
        nodes:
          variant === null
            ? []
            : [
                {
                  id: 'gid://shopify/ProductVariant/456',
                  availableForSale: true,
                  price: { amount: '1800.0', currencyCode: 'KES' },
                  ...variant,
                },
              ],
      },
    },
  },
});

describe('parseProductResponse', () => {
  it('reads a product and its first variant', () => {
    expect(parseProductResponse(200, product())).toEqual({
      ok: true,
      product: {
        id: 'gid://shopify/Product/123',
        title: 'Whipped Shea Body Butter',
        handle: 'whipped-shea-body-butter',
        variant: {
          id: 'gid://shopify/ProductVariant/456',
          priceAmount: '1800.0',
          currencyCode: 'KES',
          availableForSale: true,
        },
      },
    });
  });

  it('reports a variant not available for sale', () => {
    const result = parseProductResponse(200, product({ availableForSale: false }));
    expect(result.ok && result.product.variant?.availableForSale).toBe(false);
  });

  it('treats a missing availableForSale flag as not for sale', () => {
    const result = parseProductResponse(200, product({ availableForSale: undefined }));
    expect(result.ok && result.product.variant?.availableForSale).toBe(false);
  });

  it('gives a product without variants a null variant', () => {
    const result = parseProductResponse(200, product(null));
    expect(result).toMatchObject({ ok: true, product: { variant: null } });
  });

  it('reads an unknown product as not found', () => {
    expect(parseProductResponse(200, { data: { product: null } })).toMatchObject({
      ok: false,
      reason: 'not_found',
    });
  });

  it('reads a 200 with an errors array (malformed id) as an error', () => {
    const body = {
      errors: [{ message: 'Invalid global id `abc`', extensions: { code: 'argumentLiteralsIncompatible' } }],
    };
    const result = parseProductResponse(200, body);
    expect(result).toMatchObject({ ok: false, reason: 'error' });
    expect(!result.ok && result.message).toContain('Invalid global id');
  });

  it('prefers errors over partial data', () => {
    const body = { ...product(), errors: [{ message: 'Throttled', extensions: { code: 'THROTTLED' } }] };
    expect(parseProductResponse(200, body)).toMatchObject({ ok: false, reason: 'error' });
  });

  it('reads the 401 UNAUTHORIZED shape as unauthorized', () => {
    const body = { errors: [{ message: '', extensions: { code: 'UNAUTHORIZED' } }] };
    expect(parseProductResponse(401, body)).toMatchObject({ ok: false, reason: 'unauthorized' });
  });

  it('reads UNAUTHORIZED in a 200 as unauthorized', () => {
    const body = { errors: [{ message: '', extensions: { code: 'UNAUTHORIZED' } }] };
    expect(parseProductResponse(200, body)).toMatchObject({ ok: false, reason: 'unauthorized' });
  });

  it('reads a 4xx whose errors is a string', () => {
    const result = parseProductResponse(402, { errors: 'Unavailable Shop' });
    expect(result).toEqual({
      ok: false,
      reason: 'error',
      message: 'Storefront answered 402: Unavailable Shop',
    });
  });

  it('reads a 400 whose errors is an object', () => {
    const result = parseProductResponse(400, { errors: { query: 'Required parameter missing or invalid' } });
    expect(result).toEqual({
      ok: false,
      reason: 'error',
      message: 'Storefront answered 400: query: Required parameter missing or invalid',
    });
  });

  it('reads a 5xx without a JSON body', () => {
    expect(parseProductResponse(502, undefined)).toEqual({
      ok: false,
      reason: 'error',
      message: 'Storefront answered 502',
    });
  });

  it.each([undefined, 'oops', [], { data: null }, { data: 'x' }])(
    'rejects a 200 without data: %j',
    (body) => {
      expect(parseProductResponse(200, body)).toMatchObject({ ok: false, reason: 'error' });
    },
  );

  it('rejects a product without a handle', () => {
    const body = { data: { product: { id: 'gid://shopify/Product/1', title: 'x' } } };
    expect(parseProductResponse(200, body)).toMatchObject({ ok: false, reason: 'error' });
  });
});

describe('errorsText', () => {
  it('joins codes and messages of an array', () => {
    const errors = [{ message: 'Slow down', extensions: { code: 'THROTTLED' } }, { message: 'Denied' }];
    expect(errorsText(errors)).toBe('THROTTLED Slow down; Denied');
  });
});

describe('storefront addresses', () => {
  it('points at the simulator when no domain is set', () => {
    expect(storefrontConfig(null, '2025-07', 'tok')).toEqual({
      endpoint: '/__sim/shopify/api/2025-07/graphql.json',
      storeUrl: '/__sim/shopify',
      storefrontToken: 'tok',
      simulated: true,
    });
  });

  it('points at the real store when a domain is set', () => {
    const config = storefrontConfig('heritage-shea.myshopify.com', '2025-07', 'tok');
    expect(config.endpoint).toBe('https://heritage-shea.myshopify.com/api/2025-07/graphql.json');
    expect(storeProductUrl(config.storeUrl, 'shea butter')).toBe(
      'https://heritage-shea.myshopify.com/products/shea%20butter',
    );
  });

  it("opens the store's product page on a size that has its own Shopify variant", () => {
    const config = storefrontConfig('heritage-shea.myshopify.com', '2025-07', 'tok');
    expect(storeProductUrl(config.storeUrl, 'raw-shea', '44012345678901')).toBe(
      'https://heritage-shea.myshopify.com/products/raw-shea?variant=44012345678901',
    );
    expect(storeProductUrl(config.storeUrl, 'raw-shea', null)).toBe(
      'https://heritage-shea.myshopify.com/products/raw-shea',
    );
  });

  it('builds the global id', () => {
    expect(productGid('7981234560011')).toBe('gid://shopify/Product/7981234560011');
  });
});
