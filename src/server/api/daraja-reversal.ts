// Where Daraja posts the outcome of a reversal: its result, or its queue timeout. Both are
// answered with Daraja's "accepted" once recorded, or when they match no refund (a retry could
// not change that); a body that is not Daraja's is a 400.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MAX_REFUND_KES } from '../../core/refund-schema';
import { parseDarajaResult, RESULT_ACCEPTED } from '../integrations/mpesa/result-body';
import type { Services } from '../services';
import { darajaHook } from './daraja-hook';
import { HttpError } from './http-errors';

// The timeout may carry the original request instead of a result: its receipt and amount.
const originalRequest = z.object({
  TransactionID: z.string().regex(/^[A-Z0-9]{6,20}$/),
  Amount: z.coerce.number().positive().max(MAX_REFUND_KES),
});

export function darajaReversalRoutes(app: FastifyInstance, services: Services) {
  darajaHook(app, services, 'reversal/result', async (request) => {
    const result = parseDarajaResult(request.body);
    if (!result) throw new HttpError(400, 'Not a Daraja result');
    await services.mpesa.refunds.handleResult(result);
    return RESULT_ACCEPTED;
  });

  darajaHook(app, services, 'reversal/timeout', async (request) => {
    const ids = parseDarajaResult(request.body);
    const original = ids ? null : originalRequest.safeParse(request.body);
    if (!ids && !original?.success) throw new HttpError(400, 'Not a Daraja timeout');
    const asked = original?.success
      ? { transactionId: original.data.TransactionID, amountKes: original.data.Amount }
      : null;
    await services.mpesa.refunds.handleTimeout(ids, asked);
    return RESULT_ACCEPTED;
  });
}
