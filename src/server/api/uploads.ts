// Serves the pictures uploaded in the console from the database (uploaded_images): product pictures
// and the shop's logo with the icons made from it. Only names the shop itself makes are looked up
// (a content hash, then a width and format or what the file is for, which also give its type); each
// name holds one picture for ever, so browsers and CDNs may keep it a year.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { BRAND_FILE, BRAND_UPLOADS } from '../../core/brand-images';
import { UPLOADED_IMAGE_FILE, UPLOADS_BASE } from '../../core/images';
import type { ProductImageStore } from '../services/catalogue';
import { HttpError } from './http-errors';

const ONE_YEAR = 365 * 24 * 60 * 60;

async function sendPicture(reply: FastifyReply, images: ProductImageStore, file: string) {
  const data = await images.read(file);
  if (!data) throw new HttpError(404, 'No such picture');
  return reply
    .header('content-type', `image/${file.slice(file.lastIndexOf('.') + 1)}`)
    .header('cache-control', `public, max-age=${ONE_YEAR}, immutable`)
    .header('x-content-type-options', 'nosniff')
    .send(data);
}

export function uploadRoutes(app: FastifyInstance, images: ProductImageStore) {
  app.get<{ Params: { file: string } }>(`${UPLOADS_BASE}/products/:file`, async (request, reply) => {
    if (!UPLOADED_IMAGE_FILE.test(request.params.file)) throw new HttpError(404, 'No such picture');
    return sendPicture(reply, images, request.params.file);
  });
  app.get<{ Params: { file: string } }>(`${BRAND_UPLOADS}/:file`, async (request, reply) => {
    if (!BRAND_FILE.test(request.params.file)) throw new HttpError(404, 'No such picture');
    return sendPicture(reply, images, request.params.file);
  });
}
