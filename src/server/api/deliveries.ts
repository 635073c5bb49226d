// The rider's drop, opened by the link texted to them: no account and no console, so the token in
// the path is the whole of the rider's right, and these routes reach that one drop only.
import type { FastifyInstance } from 'fastify';
import { deliveryCodeSchema, notDeliveredSchema } from '../../core/shipment-schema';
import type { Services } from '../services';

type TokenParams = { Params: { token: string } };

export function deliveryRoutes(app: FastifyInstance, services: Services) {
  const { deliveries } = services.fulfilment;

  app.get<TokenParams>('/api/deliveries/:token', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return deliveries.drop(request.params.token);
  });

  app.post<TokenParams>('/api/deliveries/:token/out-for-delivery', async (request, reply) => {
    await deliveries.setOut(request.params.token);
    reply.header('cache-control', 'no-store');
    return deliveries.drop(request.params.token);
  });

  app.post<TokenParams>('/api/deliveries/:token/delivered', async (request, reply) => {
    const { code } = deliveryCodeSchema.parse(request.body);
    await deliveries.delivered(request.params.token, code);
    reply.header('cache-control', 'no-store');
    return deliveries.drop(request.params.token);
  });

  app.post<TokenParams>('/api/deliveries/:token/not-delivered', async (request, reply) => {
    const { reason, note } = notDeliveredSchema.parse(request.body);
    reply.header('cache-control', 'no-store');
    return deliveries.notDelivered(request.params.token, reason, note);
  });
}
