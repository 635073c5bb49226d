// The owner's settings: GET the whole set, PATCH any part of it, and each group's kept versions
// with a restore. Owner only; writes pass the CSRF check like every other cookie-signed write.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  isSettingsGroup,
  settingsPatchSchema,
  type SettingsGroup,
  type SettingsPatch,
} from '../../core/shop-settings';
import type { Services } from '../services';
import type { DocumentVersion } from '../services/settings';
import { requireConsole } from './guards';
import { notFound } from './http-errors';

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

export function adminSettingsRoutes(app: FastifyInstance, services: Services) {
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
}
