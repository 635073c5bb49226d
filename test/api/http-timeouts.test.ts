// Slow or silent clients must not hold a connection for ever, and the timeouts that stop them
// must not cut a payment event stream, which is a long response to a short request.
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app';
import {
  callbackPath,
  insertOrder,
  openPaymentEvents,
  PHONES,
  post,
  stkPush,
  successCallback,
} from './mpesa-helpers';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({
    seed: false,
    env: { REQUEST_TIMEOUT_SECONDS: '0.5', CONNECTION_TIMEOUT_SECONDS: '1' },
  });
});
afterAll(() => app.close());

/** Opens a raw connection, sends `text`, and reports what came back and when the server closed it. */
async function rawExchange(text: string, waitMs = 5_000) {
  const { port, hostname } = new URL(app.url);
  const socket: Socket = connect(Number(port), hostname);
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  const started = Date.now();
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    received += chunk;
  });
  if (text) socket.write(text);
  const closed = await new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), waitMs);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve(true);
    });
    socket.once('error', () => {});
  });
  socket.destroy();
  return { closed, afterMs: Date.now() - started, received };
}

describe('HTTP timeouts', () => {
  it('answers 408 and closes the connection when a request body stops half-way', async () => {
    const exchange = await rawExchange(
      'POST /api/contact HTTP/1.1\r\nHost: shop.test\r\nContent-Type: application/json\r\n' +
        'Content-Length: 200\r\n\r\n{"name":"Wanj',
    );
    expect(exchange.closed).toBe(true);
    expect(exchange.received).toMatch(/^HTTP\/1\.1 408 /);
    expect(exchange.afterMs).toBeLessThan(3_000);
  });

  it('closes a connection that never sends a request', async () => {
    const exchange = await rawExchange('');
    expect(exchange.closed).toBe(true);
    expect(exchange.afterMs).toBeLessThan(4_000);
  });

  it('closes a connection whose request headers never end', async () => {
    const exchange = await rawExchange('GET /healthz HTTP/1.1\r\nHost: shop.test\r\n');
    expect(exchange.closed).toBe(true);
    expect(exchange.afterMs).toBeLessThan(3_000);
  });

  it('still answers a request that arrives in time', async () => {
    const response = await fetch(`${app.url}/healthz`);
    expect(response.status).toBe(200);
  });

  it('keeps an idle keep-alive connection for its next request past both timeouts', async () => {
    const { port, hostname } = new URL(app.url);
    const socket = connect(Number(port), hostname);
    socket.setEncoding('utf8');
    let received = '';
    socket.on('data', (chunk: string) => {
      received += chunk;
    });
    const ask = async () => {
      received = '';
      socket.write('GET /healthz HTTP/1.1\r\nHost: shop.test\r\n\r\n');
      for (let waited = 0; !received.includes('{"status":"ok"}') && waited < 3_000; waited += 20) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return received;
    };
    try {
      expect(await ask()).toMatch(/^HTTP\/1\.1 200 /);
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      expect(socket.destroyed).toBe(false);
      expect(await ask()).toMatch(/^HTTP\/1\.1 200 /);
    } finally {
      socket.destroy();
    }
  });

  it('keeps a payment event stream open well past both timeouts', async () => {
    const order = await insertOrder(app);
    const id = await stkPush(app, order.orderNumber, PHONES.silent);
    const stream = await openPaymentEvents(app, id);
    expect((await stream.next())?.event).toBe('status');
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await post(app, callbackPath(app), successCallback(id, 1700, 'SLOW000001'));
    expect(await stream.next()).toEqual({
      event: 'result',
      data: expect.objectContaining({ ResultCode: '0', MpesaReceiptNumber: 'SLOW000001' }),
    });
  });
});
