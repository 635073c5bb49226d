import type { FastifyInstance } from 'fastify';
import { orderNumberParamsSchema } from '../../core/order-number-params';
import { deliveryCodeSchema, shipmentRequestSchema, shipmentRiderSchema } from '../../core/shipment-schema';
import type { Services } from '../services';
import { ServiceError } from '../services/errors';
import { requireConsole } from './guards';
import { parseIdParam } from './id-param';

type ShipmentParams = { Params: { id: string } };

export function adminShipmentRoutes(app: FastifyInstance, services: Services) {
  const { fulfilment } = services;

  app.get<{ Params: { orderNumber: string } }>(
    '/api/admin/orders/:orderNumber/shipments',
    async (request, reply) => {
      requireConsole(request, 'fulfilment.view');
      const { orderNumber } = orderNumberParamsSchema.parse(request.params);
      const order = await services.orders.findByNumber(orderNumber);
      if (!order) throw new ServiceError('not_found', 'Order not found');
      reply.header('cache-control', 'no-store');
      return { shipments: await fulfilment.ofOrder(order) };
    },
  );

  app.post<{ Params: { orderNumber: string } }>(
    '/api/admin/orders/:orderNumber/shipments',
    async (request, reply) => {
      const admin = requireConsole(request, 'fulfilment.ship');
      const { orderNumber } = orderNumberParamsSchema.parse(request.params);
      const input = shipmentRequestSchema.parse(request.body);
      const { shipment, riderLink } = await fulfilment.ship(orderNumber, input, admin.id);
      return reply.status(201).send({ ...shipment, riderLink });
    },
  );

  const move = (path: string, run: (id: number, adminId: number, body: unknown) => Promise<unknown>) =>
    app.post<ShipmentParams>(`/api/admin/shipments/:id/${path}`, async (request) => {
      const admin = requireConsole(request, 'fulfilment.ship');
      return run(parseIdParam(request.params.id, 'Shipment'), admin.id, request.body);
    });

  move('out-for-delivery', (id, adminId) => fulfilment.outForDelivery(id, adminId));
  move('ready-for-pickup', (id, adminId) => fulfilment.readyForPickup(id, adminId));
  move('collected', (id, adminId, body) =>
    fulfilment.collected(id, deliveryCodeSchema.parse(body).code, adminId),
  );
  move('delivered', (id, adminId) => fulfilment.courierDelivered(id, adminId));
  move('returned', (id, adminId) => fulfilment.returned(id, adminId));

  // Another rider, or the same one with a new link (after five wrong codes, or a lost text).
  app.patch<ShipmentParams>('/api/admin/shipments/:id', async (request) => {
    const admin = requireConsole(request, 'fulfilment.ship');
    const { riderId } = shipmentRiderSchema.parse(request.body);
    return fulfilment.assignRider(parseIdParam(request.params.id, 'Shipment'), riderId, admin.id);
  });
}
