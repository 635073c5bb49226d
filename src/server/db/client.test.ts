import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { isDatabaseUnavailable } from './unavailable';

// A "database" that accepts connections and never says a word: a server that is frozen, or a
// network that drops every packet after the handshake.
let silent: Server;
const sockets = new Set<Socket>();

beforeAll(async () => {
  silent = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => silent.close(resolve));
});

describe('a PostgreSQL pool whose server never answers', () => {
  it('gives up within the connect timeout, with an error that reads as unavailable', async () => {
    const { port } = silent.address() as AddressInfo;
    const database = await openDatabase({
      kind: 'postgres',
      url: `postgres://shop@127.0.0.1:${port}/shop`,
      timeouts: { connectMs: 300 },
    });
    const started = Date.now();
    const failure = await database.ping().then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(failure)).toBe(true);
    expect(Date.now() - started).toBeLessThan(3_000);
    await database.close();
  });
});
