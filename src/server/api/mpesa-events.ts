import type { FastifyInstance } from 'fastify';
import type { ServerResponse } from 'node:http';
import { paymentStreamSchema } from '../../core/mpesa-schemas';
import type { PaymentStreamLimits } from '../http/env';
import type { Services } from '../services';
import { toPaymentStatusJson, type PaymentState } from '../services/mpesa';
import { HttpError } from './http-errors';
import { createStreamSlots } from './mpesa-stream-slots';
import { createPaymentWatch } from './mpesa-watch';

// The widget closes its EventSource on this event and keeps polling query-status (SPEC §4).
const END_EVENT = `event: end\ndata: ${JSON.stringify({
  message: 'This stream has ended. Ask for the payment status instead.',
})}\n\n`;

/**
 * GET /api/mpesa/events/:checkoutRequestId: server-sent events. `status` carries the state when
 * the stream opens; `result` carries the final state the moment it is recorded, then the stream
 * ends. A payment already final gets its `result` at once. A stream still waiting after its
 * lifetime gets `end` and is closed. Streams are capped per client address (429), not per payment
 * (mpesa-stream-slots.ts).
 */
export function mpesaEventRoutes(app: FastifyInstance, services: Services, limits: PaymentStreamLimits) {
  const slots = createStreamSlots(limits);
  const watch = createPaymentWatch(services.mpesa.payments, {
    heartbeatMs: limits.heartbeatMs,
    log: app.log,
  });
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const finish of open) finish();
  });

  app.get<{ Params: { checkoutRequestId: string } }>(
    '/api/mpesa/events/:checkoutRequestId',
    async (request, reply) => {
      const { checkoutRequestId } = paymentStreamSchema.parse({
        checkoutRequestId: request.params.checkoutRequestId,
      });
      // The place is taken before the first await, so a burst of requests cannot slip past the cap.
      const release = slots.take(request.ip);
      let initial: PaymentState | null;
      try {
        initial = await services.mpesa.payments.read(checkoutRequestId);
      } catch (error) {
        release();
        throw error;
      }
      if (!initial) {
        release();
        throw new HttpError(404, 'Payment not found');
      }

      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
        'x-request-id': request.id,
      });
      res.write(`retry: 3000\nevent: status\ndata: ${JSON.stringify(toPaymentStatusJson(initial))}\n\n`);
      if (initial.status !== 'pending') {
        sendResult(res, initial);
        release();
        res.end();
        return;
      }

      let done = false;
      const finish = () => {
        if (done) return;
        done = true;
        clearTimeout(lifetime);
        stopWatching();
        open.delete(finish);
        release();
        res.end();
      };
      const lifetime = setTimeout(() => {
        res.write(END_EVENT);
        finish();
      }, limits.maxLifetimeMs);
      const stopWatching = watch.watch(checkoutRequestId, {
        heartbeat: () => res.write(': heartbeat\n\n'),
        settled: (state) => {
          sendResult(res, state);
          finish();
        },
      });
      open.add(finish);
      res.on('close', finish);
      // The browser may have left while the payment was read.
      if (request.raw.socket.destroyed) finish();
    },
  );
}

function sendResult(res: ServerResponse, state: PaymentState) {
  res.write(`event: result\ndata: ${JSON.stringify(toPaymentStatusJson(state))}\n\n`);
}
