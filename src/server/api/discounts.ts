import type { FastifyInstance } from 'fastify';
import { discountCheckSchema } from '../../core/discount-schema';
import { centsToDecimalString } from '../../core/money';
import type { Services } from '../services';
import { requireApprovedReseller } from './guards';
import { limitPerAddress } from './rate-limit';

// A shopper tries a code or two; the limit keeps anyone from guessing codes by the thousand.
export const DISCOUNT_CHECKS_PER_MINUTE = 20;

export function discountRoutes(app: FastifyInstance, services: Services) {
  app.post(
    '/api/discounts/check',
    {
      preHandler: limitPerAddress(
        services.limits,
        { name: 'discount-check:address', max: DISCOUNT_CHECKS_PER_MINUTE, windowMs: 60_000 },
        'Too many discount codes tried. Please wait a minute and try again.',
      ),
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
