import type { FastifyInstance } from 'fastify';
import { contactSchema } from '../../core/contact-schema';
import { newsletterSchema } from '../../core/newsletter-schema';
import type { Services } from '../services';

export function messageRoutes(app: FastifyInstance, services: Services) {
  app.post('/api/contact', async (request, reply) => {
    const message = contactSchema.parse(request.body);
    const { id } = await services.messages.saveContactMessage(message, request.ip);
    return reply.status(201).send({ id, message: 'Message sent successfully!' });
  });

  // The same answer whether or not the address was already subscribed: it reveals nothing.
  app.post('/api/newsletter', async (request, reply) => {
    const { email } = newsletterSchema.parse(request.body);
    const created = await services.messages.subscribeToNewsletter(email, request.ip);
    return reply.status(created ? 201 : 200).send({ message: 'Thank you for subscribing!' });
  });
}
