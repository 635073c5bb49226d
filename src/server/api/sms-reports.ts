import type { FastifyInstance, FastifyRequest } from 'fastify';
import { deliveryReportSchema } from '../integrations/sms/delivery-report';
import type { Services } from '../services';
import { apiNotFound } from './error-handler';
import { HttpError } from './http-errors';

/**
 * Africa's Talking's delivery reports, posted form-encoded (JSON accepted too) to
 * `/api/sms/delivery-reports/{secret}`. Africa's Talking signs nothing, so the secret path segment
 * is the password: without it the endpoint does not exist, and it never reaches the request log.
 * A report for a message the shop does not know is answered 200 and dropped (not asked again).
 */
export function smsReportRoutes(services: Services) {
  return async function routes(app: FastifyInstance) {
    // Form bodies are parsed for these routes only (the plugin's own scope).
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    app.post<{ Params: { secret: string } }>(
      '/api/sms/delivery-reports/:secret',
      { logSerializers: { req: hideSecret } },
      async (request, reply) => {
        if (!services.notifications.isReportSecret(request.params.secret)) return apiNotFound(request, reply);
        const report = deliveryReportSchema.safeParse(request.body);
        if (!report.success) throw new HttpError(400, "Not an Africa's Talking delivery report");
        const known = await services.notifications.recordDeliveryReport(report.data);
        if (!known) request.log.info('delivery report for an unknown message dropped');
        return { received: true };
      },
    );
  };
}

function hideSecret(request: FastifyRequest) {
  return { method: request.method, url: '/api/sms/delivery-reports/[secret]', remoteAddress: request.ip };
}
