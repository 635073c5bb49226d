import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseCatalogueQuery, filterProducts } from '../../core/catalogue-filter';
import { encodeBody, sendEncoded, type EncodedBody } from '../lib/encoded-body';
import { toProductView, type Product } from '../services/catalogue';
import type { Services } from '../services';
import { badRequest, notFound } from './http-errors';

const JSON_TYPE = 'application/json; charset=utf-8';

export function productRoutes(app: FastifyInstance, services: Services) {
  // The catalogue service hands out the same array and objects until the catalogue changes, so
  // what every shopper is sent is serialised and compressed once per change.
  const encodedLists = new WeakMap<readonly Product[], Promise<EncodedBody>>();
  const encodedProducts = new WeakMap<Product, Promise<EncodedBody>>();

  // The catalogue filters in the browser (SPEC §7); the same filters in the query are honoured too.
  app.get('/api/products', async (request, reply) => {
    const wholesale = showsWholesale(request, reply);
    const all = await services.catalogue.listProducts();
    const params = new URLSearchParams(request.query as Record<string, string>);
    if (!wholesale && params.size === 0) {
      const body = await encodedOnce(encodedLists, all, () => all.map((p) => toProductView(p)));
      return sendEncoded(request, reply, body);
    }
    const list = params.size > 0 ? filterProducts(all, parseCatalogueQuery(params)) : all;
    const discount = wholesale ? (await services.settings.read()).wholesale.discountPercent : undefined;
    return list.map((product) => toProductView(product, discount));
  });

  app.get<{ Params: { id: string } }>('/api/products/:id', async (request, reply) => {
    const wholesale = showsWholesale(request, reply);
    const id = parseProductId(request.params.id);
    const product = await services.catalogue.getProduct(id);
    if (!product) throw notFound('Product not found');
    if (wholesale) return toProductView(product, (await services.settings.read()).wholesale.discountPercent);
    return sendEncoded(
      request,
      reply,
      await encodedOnce(encodedProducts, product, () => toProductView(product)),
    );
  });
}

function encodedOnce<K extends object>(
  store: WeakMap<K, Promise<EncodedBody>>,
  key: K,
  json: () => unknown,
): Promise<EncodedBody> {
  let encoded = store.get(key);
  if (!encoded) {
    encoded = encodeBody(JSON.stringify(json()), JSON_TYPE);
    store.set(key, encoded);
  }
  return encoded;
}

/** Approved resellers and admins see wholesale prices; such an answer must never sit in a shared cache. */
function showsWholesale(request: FastifyRequest, reply: FastifyReply): boolean {
  reply.header('vary', 'Cookie');
  if (!request.sessionUser?.isApproved) return false;
  reply.header('cache-control', 'private, no-store');
  return true;
}

export function parseProductId(raw: string): number {
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) {
    throw badRequest('Product id must be a positive whole number', { id: 'Must be a positive whole number' });
  }
  return Number(raw);
}
