// Serves the product pictures uploaded in the console from DATA_DIR/uploads/products. Only names
// the shop itself makes are looked up (a content hash, a width and a format, which is also the
// type sent), so no path a caller writes can reach another file; each name holds one picture for
// ever, so browsers and CDNs may keep it a year.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { UPLOADED_IMAGE_FILE, UPLOADS_BASE } from '../../core/images';
import { HttpError } from './http-errors';

const ONE_YEAR = 365 * 24 * 60 * 60;

export function uploadRoutes(app: FastifyInstance, productImagesFolder: string) {
  app.get<{ Params: { file: string } }>(`${UPLOADS_BASE}/products/:file`, async (request, reply) => {
    const { file } = request.params;
    const notFound = new HttpError(404, 'No such picture');
    if (!UPLOADED_IMAGE_FILE.test(file)) throw notFound;
    const fullPath = path.join(productImagesFolder, file);
    const info = await stat(fullPath).catch(() => null);
    if (!info?.isFile()) throw notFound;
    return reply
      .header('content-type', `image/${path.extname(file).slice(1)}`)
      .header('content-length', String(info.size))
      .header('cache-control', `public, max-age=${ONE_YEAR}, immutable`)
      .header('x-content-type-options', 'nosniff')
      .send(createReadStream(fullPath));
  });
}
