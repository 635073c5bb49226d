import { describe, expect, it } from 'vitest';
import { storefrontConfig } from '../../core/shopify-storefront';
import { fetchStorefrontProduct } from './shopify-storefront';

const real = storefrontConfig('heritage-shea.myshopify.com', '2025-07', 'public-token');

function fakeFetch(respond: () => Response | Promise<Response>) {
  const calls: { url: string; init: RequestInit }[] = [];
  const impl = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return respond();
  }) as unknown as typeof fetch;
  return { calls, impl };
}

describe('fetchStorefrontProduct', () => {
  it("posts SPEC's product query by global id with the storefront token", async () => {
    const { calls, impl } = fakeFetch(() => Response.json({ data: { product: null } }));
    await fetchStorefrontProduct(real, '7981234560011', { fetchImpl: impl });
    expect(calls).toHaveLength(1);
    const { url, init } = calls[0]!;
    expect(url).toBe('https://heritage-shea.myshopify.com/api/2025-07/graphql.json');
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({
      'Content-Type': 'application/json',
      'X-Shopify-Storefront-Access-Token': 'public-token',
    });
    expect(init.credentials).toBe('omit');
    const body = JSON.parse(init.body as string) as { query: string; variables: unknown };
    expect(body.query).toContain('product(id: $id)');
    expect(body.variables).toEqual({ id: 'gid://shopify/Product/7981234560011' });
  });

  it('reads the answer with the shared parser', async () => {
    const { impl } = fakeFetch(() =>
      Response.json({
        data: {
          product: { id: 'gid://shopify/Product/1', title: 'T', handle: 'h', variants: { nodes: [] } },
        },
      }),
    );
    expect(await fetchStorefrontProduct(real, '1', { fetchImpl: impl })).toMatchObject({
      ok: true,
      product: { handle: 'h', variant: null },
    });
  });

  it('turns a body that is not JSON into a failed result', async () => {
    const { impl } = fakeFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    expect(await fetchStorefrontProduct(real, '1', { fetchImpl: impl })).toEqual({
      ok: false,
      reason: 'error',
      message: 'Storefront answered 502',
    });
  });

  it('turns a network failure into a failed result instead of throwing', async () => {
    const { impl } = fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await fetchStorefrontProduct(real, '1', { fetchImpl: impl })).toMatchObject({
      ok: false,
      reason: 'error',
    });
  });

  it('sends same-origin credentials only to the simulator', async () => {
    const { calls, impl } = fakeFetch(() => Response.json({ data: { product: null } }));
    await fetchStorefrontProduct(storefrontConfig(null, '2025-07', 't'), '1', { fetchImpl: impl });
    expect(calls[0]!.url).toBe('/__sim/shopify/api/2025-07/graphql.json');
    expect(calls[0]!.init.credentials).toBe('same-origin');
  });
});
