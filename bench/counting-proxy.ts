// A loopback TCP relay in front of the shop that counts every byte each way: what a phone's data
// plan is charged, headers and all, whoever asks (the page, its service worker, the browser itself).
import { createConnection, createServer, type Socket } from 'node:net';

export interface CountingProxy {
  /** The shop's address through the relay. */
  url: string;
  /** Bytes sent to the browser, and received from it, since the last `reset`. */
  counts(): { down: number; up: number };
  reset(): void;
  /** Resolves once nothing has crossed for `quietMs` (or after `timeoutMs` at the latest). */
  settled(quietMs?: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export async function startCountingProxy(shopUrl: string): Promise<CountingProxy> {
  const target = new URL(shopUrl);
  let down = 0;
  let up = 0;
  let lastActivity = Date.now();
  const sockets = new Set<Socket>();

  const server = createServer((client) => {
    const shop = createConnection({ host: target.hostname, port: Number(target.port) });
    for (const socket of [client, shop]) {
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        shop.destroy();
      });
    }
    client.on('data', (chunk: Buffer) => {
      up += chunk.length;
      lastActivity = Date.now();
    });
    shop.on('data', (chunk: Buffer) => {
      down += chunk.length;
      lastActivity = Date.now();
    });
    client.pipe(shop);
    shop.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('the relay has no port');

  return {
    url: `http://127.0.0.1:${address.port}`,
    counts: () => ({ down, up }),
    reset() {
      down = 0;
      up = 0;
    },
    async settled(quietMs = 1_500, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() - lastActivity < quietMs && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
