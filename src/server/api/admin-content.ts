// The content pages: GET and PUT each page whole, each page's kept versions with a restore, and a
// Markdown preview. Owner only; writes pass the CSRF check like every other cookie-signed write.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MARKDOWN_MAX, isContentPage, type ContentPage } from '../../core/content-pages';
import type { Services } from '../services';
import { toVersionJson } from './admin-settings';
import { requireConsole } from './guards';
import { notFound } from './http-errors';

const versionParam = z.coerce
  .number({ error: 'Version must be a whole number' })
  .int('Version must be a whole number')
  .positive('Version must be a whole number');

const previewBody = z
  .object({
    markdown: z
      .string({ error: 'Markdown must be text' })
      .max(MARKDOWN_MAX, `Markdown must be at most ${MARKDOWN_MAX} characters`),
  })
  .strict();

function pageParam(raw: string): ContentPage {
  if (!isContentPage(raw)) throw notFound(`There is no content page named ${raw}`);
  return raw;
}

export function adminContentRoutes(app: FastifyInstance, services: Services) {
  app.post('/api/admin/content/preview', async (request, reply) => {
    requireConsole(request, 'content.view');
    const { markdown } = previewBody.parse(request.body);
    reply.header('cache-control', 'no-store');
    return { html: await services.content.preview(markdown) };
  });

  app.get<{ Params: { page: string } }>('/api/admin/content/:page', async (request, reply) => {
    requireConsole(request, 'content.view');
    const page = pageParam(request.params.page);
    reply.header('cache-control', 'no-store');
    return services.content.read(page);
  });

  app.put<{ Params: { page: string } }>('/api/admin/content/:page', async (request, reply) => {
    const admin = requireConsole(request, 'content.change');
    const page = pageParam(request.params.page);
    reply.header('cache-control', 'no-store');
    return services.content.save(page, request.body, admin);
  });

  app.get<{ Params: { page: string } }>('/api/admin/content/:page/versions', async (request, reply) => {
    requireConsole(request, 'content.view');
    const page = pageParam(request.params.page);
    reply.header('cache-control', 'no-store');
    return (await services.content.versions(page)).map(toVersionJson);
  });

  app.post<{ Params: { page: string; version: string } }>(
    '/api/admin/content/:page/versions/:version/restore',
    async (request, reply) => {
      const admin = requireConsole(request, 'content.change');
      const page = pageParam(request.params.page);
      const version = versionParam.parse(request.params.version);
      reply.header('cache-control', 'no-store');
      return services.content.restore(page, version, admin);
    },
  );
}
