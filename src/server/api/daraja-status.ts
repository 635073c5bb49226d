import type { FastifyInstance } from 'fastify';
import { parseDarajaResult, RESULT_ACCEPTED } from '../integrations/mpesa/result-body';
import type { Services } from '../services';
import { darajaHook } from './daraja-hook';
import { HttpError } from './http-errors';

/** Daraja's answers to the shop's Transaction Status queries (services/mpesa/stk/status.ts). */
export function darajaStatusRoutes(app: FastifyInstance, services: Services) {
  darajaHook(app, services, 'status/result', async (request) => {
    const result = parseDarajaResult(request.body);
    if (!result) throw new HttpError(400, 'Not a Daraja result');
    await services.mpesa.payments.handleStatusResult(result);
    return RESULT_ACCEPTED;
  });

  darajaHook(app, services, 'status/timeout', async (request) => {
    const result = parseDarajaResult(request.body);
    if (!result) throw new HttpError(400, 'Not a Daraja result');
    await services.mpesa.payments.handleStatusTimeout(result);
    return RESULT_ACCEPTED;
  });
}
