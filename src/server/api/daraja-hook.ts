import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DarajaHook } from '../integrations/mpesa/env';
import type { Services } from '../services';
import { apiNotFound } from './error-handler';

/**
 * One of the URLs Daraja posts its asynchronous answers to (`/api/daraja/{secret}/{hook}`, see
 * integrations/mpesa/env.ts). The secret path segment is the hook's password: without it the
 * endpoint does not exist, and it never reaches the request log.
 */
export function darajaHook(
  app: FastifyInstance,
  services: Services,
  hook: DarajaHook,
  handle: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
) {
  const shownUrl = `/api/daraja/[secret]/${hook}`;
  app.post<{ Params: { secret: string } }>(
    `/api/daraja/:secret/${hook}`,
    {
      logSerializers: {
        req: (request: FastifyRequest) => ({
          method: request.method,
          url: shownUrl,
          remoteAddress: request.ip,
        }),
      },
    },
    async (request, reply) => {
      if (!services.mpesa.payments.isCallbackSecret(request.params.secret)) {
        return apiNotFound(request, reply);
      }
      return handle(request, reply);
    },
  );
}
