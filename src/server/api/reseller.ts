import type { FastifyInstance } from 'fastify';
import { resellerTaxDetailsSchema } from '../../core/account-schemas';
import { newsletterSchema } from '../../core/newsletter-schema';
import { wholesaleOrderSchema } from '../../core/wholesale-order-schema';
import type { Services } from '../services';
import { toResellerOrderJson } from '../services/resellers';
import { requireApprovedReseller, requireUser } from './guards';

export function resellerRoutes(app: FastifyInstance, services: Services) {
  app.get('/api/reseller/orders', async (request, reply) => {
    const user = requireApprovedReseller(request);
    reply.header('cache-control', 'no-store');
    return (await services.resellers.wholesale.myOrders(user.id)).map(toResellerOrderJson);
  });

  app.post('/api/reseller/orders', async (request, reply) => {
    const user = requireApprovedReseller(request);
    const order = await services.resellers.wholesale.placeOrder(
      user.id,
      wholesaleOrderSchema.parse(request.body),
      request.ip,
    );
    // A new order waits for the shop, so it has no tax invoice yet.
    return reply.status(201).send(toResellerOrderJson({ order, invoiced: false }));
  });

  // The reseller's own KRA PIN, for the tax invoices of their orders; awaiting approval too.
  app.get('/api/reseller/tax-details', async (request, reply) => {
    const user = requireUser(request);
    reply.header('cache-control', 'no-store');
    return services.accounts.taxDetails(user);
  });

  app.patch('/api/reseller/tax-details', async (request) => {
    const user = requireUser(request);
    return services.accounts.saveTaxDetails(user, resellerTaxDetailsSchema.parse(request.body));
  });

  // The coming-soon page's notify form; the same answer whether or not the email was already listed.
  app.post('/api/reseller/waitlist', async (request, reply) => {
    const { email } = newsletterSchema.parse(request.body);
    const created = await services.messages.joinResellerWaitlist(email, request.ip);
    return reply.status(created ? 201 : 200).send({ message: 'Successfully subscribed!' });
  });
}
