// How a stopping shop lets go of its connections without failing a request. Closing a keep-alive
// connection that looks idle races with its client sending the next request on it: the client
// sees the connection reset, and Node's fetch, for one, does not retry. So the shop first stops
// taking connections (in a cluster the primary then hands new ones to the other workers), keeps
// answering requests that still arrive on open ones, each with `Connection: close` (Fastify adds
// it once closing), and only then lets Fastify drop the connections still open: their clients
// have been quiet all along.
import type { Server } from 'node:http';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';

/** Long enough for a client in mid-conversation to send its next request. */
export const DRAIN_GRACE_MS = 1_000;

function openConnections(server: Server): Promise<number> {
  return new Promise((resolve) => server.getConnections((error, count) => resolve(error ? 0 : count)));
}

export function drainConnectionsOnClose(app: FastifyInstance, graceMs = DRAIN_GRACE_MS) {
  app.addHook('preClose', async () => {
    const server = app.server;
    if (!server.listening) return;
    // net's close alone: http's own close would also drop the idle keep-alive connections at once.
    net.Server.prototype.close.call(server);
    const deadline = Date.now() + graceMs;
    while (Date.now() < deadline && (await openConnections(server)) > 0) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });
}
