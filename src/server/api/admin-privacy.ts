// A customer's data rights from the console (owners only): GET .../export?email= or ?phone= sends
// everything held as a JSON download; POST .../erase { email } or { phone } anonymises it.
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services';
import { requireConsole } from './guards';

export function adminPrivacyRoutes(app: FastifyInstance, services: Services) {
  app.get('/api/admin/privacy/export', async (request, reply) => {
    const owner = requireConsole(request, 'personalData.export');
    const file = await services.privacy.exportCustomer(request.query, owner);
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(JSON.stringify(file.data, null, 2));
  });

  app.post('/api/admin/privacy/erase', async (request) => {
    const owner = requireConsole(request, 'personalData.erase');
    return { erased: await services.privacy.eraseCustomer(request.body, owner) };
  });
}
