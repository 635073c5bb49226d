import type { FastifyInstance } from 'fastify';
import { discountCheckSchema } from '../../core/discount-schema';
import { centsToDecimalString } from '../../core/money';
import type { Services } from '../services';
import { DISCOUNT_TRIES, TOO_MANY_CODES } from '../services/discounts';
import { requireApprovedReseller } from './guards';
import { limitPerAddress } from './rate-limit';

export function discountRoutes(app: FastifyInstance, services: Services) {
  app.post(
    '/api/discounts/check',
    {
      // Every check is a try of a code, counted with the codes tried on orders.
      preHandler: limitPerAddress(services.limits, DISCOUNT_TRIES, TOO_MANY_CODES),
    },
    async (request, reply) => {
      const check = discountCheckSchema.parse(request.body);
      // Wholesale prices are for approved resellers' eyes only.
      if (check.kind === 'wholesale') requireApprovedReseller(request);
      const { applied, price } = await services.orders.previewDiscount(check);
      reply.header('cache-control', 'no-store');
      return {
        code: applied.code,
        discount: centsToDecimalString(applied.discountCents),
        subtotal: centsToDecimalString(price.subtotalCents),
        deliveryFee: centsToDecimalString(price.deliveryFeeCents),
        totalAmount: centsToDecimalString(price.totalCents - applied.discountCents),
      };
    },
  );
}
