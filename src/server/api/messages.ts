import type { FastifyInstance } from 'fastify';
import { contactSchema } from '../../core/contact-schema';
import { newsletterSchema } from '../../core/newsletter-schema';
import type { Services } from '../services';
import { idempotencyKeyOf } from './idempotency-key';

export function messageRoutes(app: FastifyInstance, services: Services) {
  app.post('/api/contact', async (request, reply) => {
    // A phone that queued the message while offline sends it again with the same key until it is in.
    const key = idempotencyKeyOf(request.headers['idempotency-key']);
    const message = contactSchema.parse(request.body);
    const { id, created } = await services.messages.saveContactMessage(message, request.ip, key);
    return reply.status(created ? 201 : 200).send({ id, message: 'Message sent successfully!' });
  });

  // The same answer whether or not the address was already subscribed: it reveals nothing.
  app.post('/api/newsletter', async (request, reply) => {
    const { email } = newsletterSchema.parse(request.body);
    const created = await services.messages.subscribeToNewsletter(email, request.ip);
    return reply.status(created ? 201 : 200).send({ message: 'Thank you for subscribing!' });
  });
}
