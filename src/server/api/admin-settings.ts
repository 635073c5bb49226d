// The owner's settings: GET the whole set, PATCH any part of it, each group's kept versions with a
// restore, and the logo's upload. Owner only; writes pass the CSRF check like every other
// cookie-signed write.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { LOGO_TOO_LARGE, MAX_LOGO_BYTES, NO_LOGO_CHOSEN } from '../../core/logo-upload';
import {
  isSettingsGroup,
  settingsPatchSchema,
  type SettingsGroup,
  type SettingsPatch,
} from '../../core/shop-settings';
import type { Services } from '../services';
import type { DocumentVersion } from '../services/settings';
import { errorHandler } from './error-handler';
import { requireConsole } from './guards';
import { badRequest, HttpError, notFound } from './http-errors';

const versionParam = z.coerce
  .number({ error: 'Version must be a whole number' })
  .int('Version must be a whole number')
  .positive('Version must be a whole number');

function groupParam(raw: string): SettingsGroup {
  if (!isSettingsGroup(raw)) throw notFound(`There is no settings group named ${raw}`);
  return raw;
}

export function toVersionJson(version: DocumentVersion) {
  return {
    version: version.version,
    savedAt: version.savedAt.toISOString(),
    savedBy: version.savedBy,
    value: version.value,
  };
}

export async function adminSettingsRoutes(app: FastifyInstance, services: Services) {
  app.get('/api/admin/settings', async (request, reply) => {
    requireConsole(request, 'settings.view');
    reply.header('cache-control', 'no-store');
    return services.settings.read();
  });

  app.patch('/api/admin/settings', async (request, reply) => {
    const admin = requireConsole(request, 'settings.change');
    const patch = settingsPatchSchema.parse(request.body) as SettingsPatch;
    reply.header('cache-control', 'no-store');
    return services.settings.update(patch, admin);
  });

  app.get<{ Params: { group: string } }>('/api/admin/settings/:group/versions', async (request, reply) => {
    requireConsole(request, 'settings.view');
    const group = groupParam(request.params.group);
    reply.header('cache-control', 'no-store');
    return (await services.settings.versions(group)).map(toVersionJson);
  });

  app.post<{ Params: { group: string; version: string } }>(
    '/api/admin/settings/:group/versions/:version/restore',
    async (request, reply) => {
      const admin = requireConsole(request, 'settings.change');
      const group = groupParam(request.params.group);
      const version = versionParam.parse(request.params.version);
      reply.header('cache-control', 'no-store');
      return services.settings.restore(group, version, admin);
    },
  );

  // The upload's body is the picture itself, whatever Content-Type it is sent with: the type is
  // read from its bytes (as a product picture's, admin-products.ts).
  await app.register(async (uploads) => {
    uploads.removeAllContentTypeParsers();
    uploads.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: MAX_LOGO_BYTES },
      (_request, body, done) => done(null, body),
    );
    uploads.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
        return reply.status(413).send({ message: LOGO_TOO_LARGE });
      return errorHandler(error, request, reply);
    });
    uploads.post(
      '/api/admin/settings/logo',
      {
        bodyLimit: MAX_LOGO_BYTES,
        // Before the body is read: nobody else may make the shop take in megabytes.
        onRequest: async (request) => {
          requireConsole(request, 'settings.change');
          if (Number(request.headers['content-length']) > MAX_LOGO_BYTES)
            throw new HttpError(413, LOGO_TOO_LARGE);
        },
      },
      async (request, reply) => {
        const admin = requireConsole(request, 'settings.change');
        const body = request.body;
        if (!Buffer.isBuffer(body) || body.length === 0) throw badRequest(NO_LOGO_CHOSEN);
        reply.header('cache-control', 'no-store');
        return services.settings.logo.upload(body, admin);
      },
    );
  });
}
