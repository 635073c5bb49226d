// Serves the product pictures uploaded in the console from the database (uploaded_images). Only
// names the shop itself makes are looked up (a content hash, a width and a format, which is also
// the type sent); each name holds one picture for ever, so browsers and CDNs may keep it a year.
import type { FastifyInstance } from 'fastify';
import { UPLOADS_BASE } from '../../core/images';
import type { ProductImageStore } from '../services/catalogue';
import { HttpError } from './http-errors';

const ONE_YEAR = 365 * 24 * 60 * 60;

export function uploadRoutes(app: FastifyInstance, images: ProductImageStore) {
  app.get<{ Params: { file: string } }>(`${UPLOADS_BASE}/products/:file`, async (request, reply) => {
    const { file } = request.params;
    const data = await images.read(file);
    if (!data) throw new HttpError(404, 'No such picture');
    return reply
      .header('content-type', `image/${file.slice(file.lastIndexOf('.') + 1)}`)
      .header('cache-control', `public, max-age=${ONE_YEAR}, immutable`)
      .header('x-content-type-options', 'nosniff')
      .send(data);
  });
}
