// The console's products over JSON: the list with stock, one product, create, edit, and its gallery.
// Every route asks for the admin role before anything else (for an upload, before its body is read).
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES, NO_IMAGE_CHOSEN } from '../../core/image-upload';
import { productCreateSchema, productUpdateSchema } from '../../core/product-admin-schema';
import { productIdField } from '../../core/product-id';
import { productListQuerySchema } from '../../core/product-list-query';
import type { Services } from '../services';
import { toAdminProductJson, toAdminProductListJson, toRemovedProductJson } from '../services/catalogue';
import { errorHandler } from './error-handler';
import { requireConsole } from './guards';
import { badRequest, HttpError } from './http-errors';

type IdParams = { Params: { id: string } };
type ImageParams = { Params: { id: string; index: string } };

const INVALID_INDEX = 'Picture index must be a whole number from 0';
const imageIndex = z.preprocess(
  (value) => (typeof value === 'string' && /^\d{1,3}$/.test(value) ? Number(value) : value),
  z.number({ error: INVALID_INDEX }).int(INVALID_INDEX).min(0, INVALID_INDEX),
);
const moveBody = z.object({ to: imageIndex }).strict();
const CONFIRM_REMOVAL = 'Send "confirm": true to remove the demo products';
const removeDemoBody = z
  .object({ confirm: z.literal(true, { error: CONFIRM_REMOVAL }) }, { error: CONFIRM_REMOVAL })
  .strict();

function productId(raw: string): number {
  const id = productIdField.safeParse(raw);
  if (!id.success) throw badRequest(id.error.issues[0]!.message, { id: id.error.issues[0]!.message });
  return id.data;
}

function pictureIndex(raw: string): number {
  const index = imageIndex.safeParse(raw);
  if (!index.success) throw badRequest(INVALID_INDEX, { index: INVALID_INDEX });
  return index.data;
}

export async function adminProductRoutes(app: FastifyInstance, services: Services) {
  const admin = services.catalogue.admin;

  app.get('/api/admin/products', async (request, reply) => {
    requireConsole(request, 'products.view');
    const query = productListQuerySchema.parse(request.query);
    reply.header('cache-control', 'no-store');
    return toAdminProductListJson(await admin.listView(query));
  });

  app.get<IdParams>('/api/admin/products/:id', async (request, reply) => {
    requireConsole(request, 'products.view');
    reply.header('cache-control', 'no-store');
    return toAdminProductJson(await admin.get(productId(request.params.id)));
  });

  app.post('/api/admin/products', async (request, reply) => {
    const user = requireConsole(request, 'products.edit');
    const input = productCreateSchema.parse(request.body);
    return reply.status(201).send(toAdminProductJson(await admin.create(user.id, input)));
  });

  // A new stockQuantity comes with stockLoaded, the figure read before editing (product-admin-schema).
  app.patch<IdParams>('/api/admin/products/:id', async (request) => {
    const user = requireConsole(request, 'products.edit');
    const id = productId(request.params.id);
    const input = productUpdateSchema.parse(request.body);
    return toAdminProductJson(await admin.update(user.id, id, input));
  });

  // Deleted when never ordered, else archived (kept for its orders): the answer says which.
  app.delete<IdParams>('/api/admin/products/:id', async (request) => {
    const user = requireConsole(request, 'products.remove');
    return toRemovedProductJson(await admin.remove(user.id, productId(request.params.id)));
  });

  app.post<IdParams>('/api/admin/products/:id/restore', async (request) => {
    const user = requireConsole(request, 'products.edit');
    const id = productId(request.params.id);
    await admin.restore(user.id, id);
    return toAdminProductJson(await admin.get(id));
  });

  // The demo catalogue a new shop starts with, all of it at once, when the body says it is meant
  // (the console's form has a box to tick); none left answers an empty list.
  app.post('/api/admin/products/remove-demo', async (request) => {
    const user = requireConsole(request, 'products.remove');
    removeDemoBody.parse(request.body);
    return { products: (await admin.removeDemoProducts(user.id)).map(toRemovedProductJson) };
  });

  app.delete<ImageParams>('/api/admin/products/:id/images/:index', async (request) => {
    const user = requireConsole(request, 'products.edit');
    const id = productId(request.params.id);
    return toAdminProductJson(await admin.removeImage(user.id, id, pictureIndex(request.params.index)));
  });

  app.post<ImageParams>('/api/admin/products/:id/images/:index/move', async (request) => {
    const user = requireConsole(request, 'products.edit');
    const id = productId(request.params.id);
    const from = pictureIndex(request.params.index);
    const { to } = moveBody.parse(request.body);
    return toAdminProductJson(await admin.moveImage(user.id, id, from, to));
  });

  // The upload's body is the picture itself, whatever Content-Type it is sent with: the type is
  // read from its bytes. No multipart parser is needed (the console's page form reads its own).
  await app.register(async (uploads) => {
    uploads.removeAllContentTypeParsers();
    uploads.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: MAX_IMAGE_BYTES },
      (_request, body, done) => done(null, body),
    );
    uploads.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        return reply.status(413).send({ message: IMAGE_TOO_LARGE });
      }
      return errorHandler(error, request, reply);
    });
    uploads.post<IdParams>(
      '/api/admin/products/:id/images',
      {
        bodyLimit: MAX_IMAGE_BYTES,
        // Before the body is read: nobody else may make the shop take in 8 MB.
        onRequest: async (request) => {
          requireConsole(request, 'products.edit');
          if (Number(request.headers['content-length']) > MAX_IMAGE_BYTES)
            throw new HttpError(413, IMAGE_TOO_LARGE);
        },
      },
      async (request, reply) => {
        const user = requireConsole(request, 'products.edit');
        const id = productId(request.params.id);
        const body = request.body;
        if (!Buffer.isBuffer(body) || body.length === 0) throw badRequest(NO_IMAGE_CHOSEN);
        const product = await admin.addImages(user.id, id, [{ bytes: body }]);
        return reply.status(201).send(toAdminProductJson(product));
      },
    );
  });
}
