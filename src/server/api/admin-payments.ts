// The console's Paybill payments: the unmatched list, and assigning one of them to an order.
import type { FastifyInstance } from 'fastify';
import { c2bAssignSchema } from '../../core/c2b-assign-schema';
import type { Services } from '../services';
import { toC2bAssignedJson, toUnmatchedPaymentsJson } from '../services/mpesa';
import { requireConsole } from './guards';
import { parseIdParam } from './id-param';

export function adminPaymentRoutes(app: FastifyInstance, services: Services) {
  app.get('/api/admin/payments/c2b/unmatched', async (request, reply) => {
    requireConsole(request, 'money.view');
    reply.header('cache-control', 'no-store');
    return toUnmatchedPaymentsJson(await services.mpesa.paybill.unmatchedView());
  });

  app.post<{ Params: { id: string } }>('/api/admin/payments/c2b/:id/assign', async (request) => {
    const admin = requireConsole(request, 'paybill.assign');
    const id = parseIdParam(request.params.id, 'Payment');
    const { orderNumber } = c2bAssignSchema.parse(request.body ?? {});
    return toC2bAssignedJson(await services.mpesa.paybill.assign(id, orderNumber, admin.id));
  });
}
