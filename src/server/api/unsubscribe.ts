// Leaving the newsletter from a mail's link, signed in or not: POST /api/unsubscribe { token }.
// The page /unsubscribe does the same for a browser (and for a mail program's one-click button).
import type { FastifyInstance } from 'fastify';
import { unsubscribeSchema } from '../../core/privacy-schema';
import type { Services } from '../services';

export const UNSUBSCRIBED = 'You are unsubscribed. We will send no more newsletter mail to this address.';

export function unsubscribeRoutes(app: FastifyInstance, services: Services) {
  app.post('/api/unsubscribe', async (request) => {
    const { token } = unsubscribeSchema.parse(request.body);
    await services.messages.unsubscribe(token);
    return { message: UNSUBSCRIBED };
  });
}
