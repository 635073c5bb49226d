import type { FastifyInstance } from 'fastify';
import { toStorefrontProduct, type StoreProduct } from './simulator-products';
import { notFoundPage, storeProductPage } from './simulator-page';

export const SHOPIFY_SIMULATOR_PREFIX = '/__sim/shopify';

interface SimulatorOptions {
  storefrontToken: string;
  /** The products the global store carries: those with a Shopify id. */
  listProducts: () => Promise<readonly StoreProduct[]>;
}

const GID = /^gid:\/\/shopify\/Product\/(\d{1,20})$/;

/**
 * A stand-in for Shopify's Storefront API and storefront, answering in Shopify's own shapes
 * (DARAJA.md) so the real browser client is exercised without a store.
 */
export function shopifySimulator({ storefrontToken, listProducts }: SimulatorOptions) {
  async function findByShopifyId(shopifyId: string) {
    const products = await listProducts();
    return products.find((p) => p.shopifyProductId === shopifyId) ?? null;
  }

  return async function plugin(app: FastifyInstance) {
    app.post<{ Params: { version: string } }>('/api/:version/graphql.json', async (request, reply) => {
      if (request.headers['x-shopify-storefront-access-token'] !== storefrontToken) {
        return reply.status(401).send({ errors: [{ message: '', extensions: { code: 'UNAUTHORIZED' } }] });
      }
      const body = request.body as { query?: unknown; variables?: { id?: unknown } } | undefined;
      if (typeof body?.query !== 'string' || body.query.trim() === '') {
        return reply.status(400).send({ errors: { query: 'Required parameter missing or invalid' } });
      }
      // Only the Buy Now product query is simulated; anything else is answered as Shopify would
      // answer a field it does not know.
      if (!/\bproduct\s*\(\s*id\s*:/.test(body.query)) {
        return {
          errors: [
            {
              message: 'This simulator answers only the product(id:) query',
              extensions: { code: 'undefinedField' },
            },
          ],
        };
      }
      const id = body.variables?.id;
      const match = typeof id === 'string' ? GID.exec(id) : null;
      if (!match) {
        return {
          errors: [
            {
              message: `Invalid global id '${typeof id === 'string' ? id : JSON.stringify(id ?? null)}'`,
              locations: [{ line: 2, column: 3 }],
              path: ['product'],
              extensions: { code: 'argumentLiteralsIncompatible', typeName: 'CoercionError' },
            },
          ],
        };
      }
      const product = await findByShopifyId(match[1]!);
      return { data: { product: product ? toStorefrontProduct(product, match[1]!) : null } };
    });

    app.get<{ Params: { handle: string } }>('/products/:handle', async (request, reply) => {
      const products = await listProducts();
      const product = products.find((p) => p.shopifyProductId !== null && p.slug === request.params.handle);
      reply.type('text/html; charset=utf-8');
      if (!product) return reply.status(404).send(notFoundPage());
      return storeProductPage(product);
    });
  };
}
