import type { FastifyInstance } from 'fastify';
import { queryStatusSchema } from '../../core/mpesa-schemas';
import type { Services } from '../services';
import { HttpError } from './http-errors';
import { toPaymentStatusJson } from './mpesa-json';

// Keeps proxies from closing a quiet stream, and re-reads the state in case a signal was lost.
const HEARTBEAT_MS = 15_000;

/**
 * GET /api/mpesa/events/:checkoutRequestId: server-sent events. `status` carries the state when
 * the stream opens; `result` carries the final state the moment it is recorded, then the stream
 * ends. A payment already final gets its `result` at once.
 */
export function mpesaEventRoutes(app: FastifyInstance, services: Services) {
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const finish of open) finish();
  });

  app.get<{ Params: { checkoutRequestId: string } }>(
    '/api/mpesa/events/:checkoutRequestId',
    async (request, reply) => {
      const { checkoutRequestId } = queryStatusSchema.parse({
        checkoutRequestId: request.params.checkoutRequestId,
      });
      const initial = await services.payments.read(checkoutRequestId);
      if (!initial) throw new HttpError(404, 'Payment not found');

      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
        'x-request-id': request.id,
      });

      let done = false;
      let unsubscribe: (() => void) | null = null;
      const heartbeat = setInterval(() => {
        res.write(': heartbeat\n\n');
        void sendIfFinal();
      }, HEARTBEAT_MS);
      const finish = () => {
        if (done) return;
        done = true;
        clearInterval(heartbeat);
        unsubscribe?.();
        open.delete(finish);
        res.end();
      };
      open.add(finish);
      request.raw.on('close', finish);

      async function sendIfFinal() {
        try {
          const state = await services.payments.read(checkoutRequestId);
          if (done || !state || state.status === 'pending') return;
          res.write(`event: result\ndata: ${JSON.stringify(toPaymentStatusJson(state))}\n\n`);
          finish();
        } catch (error) {
          request.log.warn({ err: error }, 'payment event stream could not read the payment');
        }
      }

      res.write(`retry: 3000\nevent: status\ndata: ${JSON.stringify(toPaymentStatusJson(initial))}\n\n`);
      const stop = await services.payments.subscribe(checkoutRequestId, () => void sendIfFinal());
      if (done) stop();
      else unsubscribe = stop;
      // Subscribed first, read second: a result recorded in between is not missed.
      await sendIfFinal();
    },
  );
}
