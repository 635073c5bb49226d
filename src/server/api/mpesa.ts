import type { FastifyInstance, FastifyRequest } from 'fastify';
import { queryStatusSchema, stkPushSchema } from '../../core/mpesa-schemas';
import { paybillStatusSchema } from '../../core/paybill-status-schema';
import { INVALID_PHONE_TITLE } from '../../core/phone';
import { parseInput } from '../../core/zod-errors';
import { CALLBACK_ACCEPTED, parseStkCallback } from '../integrations/mpesa/callback';
import type { Services } from '../services';
import { toPaymentStatusJson } from '../services/mpesa';
import { apiNotFound } from './error-handler';
import { HttpError } from './http-errors';
import { privateAnswer } from './private-answer';

/**
 * The M-Pesa widget's calls (SPEC §7) and Daraja's callback. A push Daraja refuses answers 200
 * with `success: false` and Daraja's message: the request was fine, the payment did not start.
 */
export function mpesaRoutes(app: FastifyInstance, services: Services) {
  app.post('/api/mpesa/stk-push', async (request) => {
    const parsed = parseInput(stkPushSchema, request.body);
    if (!parsed.ok) {
      const title = parsed.body.errors.phoneNumber ? INVALID_PHONE_TITLE : parsed.body.message;
      throw new HttpError(400, title, parsed.body.errors);
    }
    const { phoneNumber, amount: _amount, ...order } = parsed.data;
    return services.mpesa.payments.startPush({ phone: phoneNumber, ...order, clientAddress: request.ip });
  });

  app.post('/api/mpesa/query-status', async (request) => {
    const { checkoutRequestId, ...proof } = queryStatusSchema.parse(request.body);
    const state = await services.mpesa.payments.query(checkoutRequestId, {
      clientAddress: request.ip,
      proof,
    });
    return toPaymentStatusJson(state);
  });

  // The checkout's Paybill panel: the details to pay with, and whether the payment came in.
  app.post('/api/mpesa/paybill-status', { onRequest: privateAnswer }, async (request) => {
    const { orderNumber, ...proof } = paybillStatusSchema.parse(request.body);
    const status = await services.mpesa.paybill.status(orderNumber, proof, request.ip);
    if (!status) throw new HttpError(404, 'Order not found');
    return status;
  });

  // The secret path segment is the callback's password: without it the endpoint does not exist.
  app.post<{ Params: { secret: string } }>(
    '/api/mpesa/callback/:secret',
    { logSerializers: { req: hideSecret } },
    async (request, reply) => {
      if (!services.mpesa.payments.isCallbackSecret(request.params.secret)) {
        return apiNotFound(request, reply);
      }
      const callback = parseStkCallback(request.body);
      if (!callback) throw new HttpError(400, 'Not an M-Pesa STK callback');
      await services.mpesa.payments.handleCallback(callback, callback.raw);
      return CALLBACK_ACCEPTED;
    },
  );
}

// The request log line would otherwise carry the callback secret in its URL.
function hideSecret(request: FastifyRequest) {
  return { method: request.method, url: '/api/mpesa/callback/[secret]', remoteAddress: request.ip };
}
