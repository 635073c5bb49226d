import type { FastifyInstance } from 'fastify';
import { orderNumberParamsSchema } from '../../core/order-number-params';
import { orderRequestSchema } from '../../core/order-request-schema';
import { paymentMethodChangeSchema } from '../../core/payment-method-change-schema';
import { trackSchema } from '../../core/track-schema';
import type { Services } from '../services';
import { toOrderJson, toPlacedOrderJson } from '../services/orders';
import { notFound } from './http-errors';
import { idempotencyKeyOf } from './idempotency-key';
import { privateAnswer } from './private-answer';
import { limitPerAddress } from './rate-limit';

// A shopper switches a few times at most while paying.
export const PAYMENT_METHOD_CHANGES_PER_MINUTE = 20;
const ORDER_NOT_FOUND = 'Order not found';

export function orderRoutes(services: Services) {
  return async function plugin(app: FastifyInstance) {
    // The answers below carry the customer's name, phone and address: no cache keeps them.
    app.post('/api/orders', { onRequest: privateAnswer }, async (request, reply) => {
      const key = idempotencyKeyOf(request.headers['idempotency-key']);
      const order = orderRequestSchema.parse(request.body);
      const result = await services.orders.create(order, { idempotencyKey: key, clientAddress: request.ip });
      return reply.status(result.created ? 201 : 200).send(toPlacedOrderJson(result.order));
    });

    // Limited like tracking: the answer tells whether an email belongs to an order number.
    app.post<{ Params: { orderNumber: string } }>(
      '/api/orders/:orderNumber/payment-method',
      {
        onRequest: privateAnswer,
        preHandler: limitPerAddress(
          services.limits,
          { name: 'payment-method:address', max: PAYMENT_METHOD_CHANGES_PER_MINUTE, windowMs: 60_000 },
          'Too many requests. Please wait a minute and try again.',
        ),
      },
      async (request) => {
        const { orderNumber } = orderNumberParamsSchema.parse(request.params);
        const { paymentMethod, ...proof } = paymentMethodChangeSchema.parse(request.body);
        const order = await services.orders.choosePaymentMethod(orderNumber, paymentMethod, proof);
        return toOrderJson(order);
      },
    );

    // DESIGN.md §5: number and email must both match, and every miss looks the same, whether the
    // number, the email or the query itself was wrong. Lookups share the tracking page's limit,
    // and the answer is the page's own read model.
    app.get('/api/orders/track', { onRequest: privateAnswer }, async (request) => {
      const query = trackSchema.safeParse(request.query);
      if (!query.success) throw notFound(ORDER_NOT_FOUND);
      const { orderNumber, email } = query.data;
      const order = await services.orders.trackingView(request.ip, orderNumber, email);
      if (!order) throw notFound(ORDER_NOT_FOUND);
      return order;
    });
  };
}
