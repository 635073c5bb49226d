// In a cluster every worker listens on the one shared port, where the primary hands each new
// connection to any worker. The M-Pesa simulator keeps its access tokens and payments in its own
// process's memory, so a worker that called the shared port would reach another worker's
// simulator half of the time (an unknown token, an unknown payment). A worker with the simulator
// therefore also listens on a private loopback port and calls itself there.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

export interface SelfListener {
  /** The private origin; only asked for once the app serves requests. */
  origin(): string;
  /** Serves `app` on the private port; call once `app` is ready (after its own listen). */
  listen(app: FastifyInstance): Promise<void>;
  close(): Promise<void>;
}

export function selfListener(): SelfListener {
  let server: http.Server | null = null;
  let origin: string | null = null;
  return {
    origin() {
      if (!origin) throw new Error('The private listener is not listening yet');
      return origin;
    },
    async listen(app) {
      const listening = http.createServer((req, res) => app.routing(req, res));
      // Exclusive: the cluster must not share this port with the other workers.
      await new Promise<void>((resolve, reject) => {
        listening.once('error', reject);
        listening.listen({ port: 0, host: '127.0.0.1', exclusive: true }, resolve);
      });
      server = listening;
      origin = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
    },
    async close() {
      if (!server) return;
      const closing = server;
      server = null;
      closing.closeAllConnections();
      await new Promise((resolve) => closing.close(resolve));
    },
  };
}
