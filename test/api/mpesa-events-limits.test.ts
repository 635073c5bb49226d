// Payment event streams hold a socket each: one client address may hold only a few, and none lives
// for ever. A payment has no cap of its own, so nobody holding its CheckoutRequestID can fill it
// and shut out the payer's page.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app';
import {
  callbackPath,
  insertOrder,
  openPaymentEvents,
  PHONES,
  post,
  proofOf,
  successCallback,
} from './mpesa-helpers';

const PER_ADDRESS_MESSAGE =
  'Too many payment update streams are open from your address. Close one, or ask for the payment status instead.';

type Stream = Awaited<ReturnType<typeof openPaymentEvents>>;

/**
 * A push to a phone that never answers. The first app below drops any socket silent for 0.6 s,
 * the pooled sockets its own Daraja client keeps to its in-app simulator included, so a push can
 * meet a socket closing under it and come back `success: false` (M-Pesa unavailable, reservation
 * given back). That is this set-up's doing, not what these tests are about: such a push is sent once more.
 */
async function pendingPayment(app: TestApp) {
  const order = await insertOrder(app);
  const proof = await proofOf(app, order.orderNumber);
  const push = () =>
    post(app, '/api/mpesa/stk-push', {
      phoneNumber: PHONES.silent,
      amount: 1,
      orderReference: order.orderNumber,
      description: 'Heritage Shea order',
      ...proof,
    }).then((response) => response.json() as Promise<{ success: boolean; checkoutRequestId: string }>);
  const first = await push();
  const answer = first.success ? first : await push();
  expect(answer.success).toBe(true);
  return answer.checkoutRequestId;
}

/**
 * The same 0.6 s rule can close a pooled socket of this test's own client just as a request goes
 * out on it (ECONNRESET, seen once in a full run): such a request is sent again, on a new socket.
 */
async function openOnLiveSocket(app: TestApp, id: string, headers: Record<string, string>) {
  try {
    return await openPaymentEvents(app, id, headers);
  } catch (error) {
    if ((error as { cause?: { code?: string } }).cause?.code !== 'ECONNRESET') throw error;
    return openPaymentEvents(app, id, headers);
  }
}

/**
 * Opens a stream and waits for its first event, so the server has counted it. Every stream opened
 * here is one the test expects a place for; a place given back by a stream just closed is noticed
 * by the server a moment later (longer on a busy machine), so a 429 is asked again for a while.
 * The refusals under test are asked with a plain fetch.
 */
async function openStream(app: TestApp, id: string, opened: Stream[], address?: string) {
  const headers: Record<string, string> = address ? { 'x-forwarded-for': address } : {};
  const deadline = Date.now() + 5_000;
  let stream = await openOnLiveSocket(app, id, headers);
  while (stream.response.status === 429 && Date.now() < deadline) {
    stream.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    stream = await openOnLiveSocket(app, id, headers);
  }
  opened.push(stream);
  expect(stream.response.status).toBe(200);
  expect((await stream.next())?.event).toBe('status');
  return stream;
}

/** The server notices a closed stream a moment after the browser leaves. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

describe('payment event stream caps', () => {
  let app: TestApp;
  const opened: Stream[] = [];

  beforeAll(async () => {
    app = await startTestApp({
      seed: false,
      env: {
        PAYMENT_STREAMS_PER_ADDRESS: '4',
        // A proxy names the client, so strangers and the payer can come from addresses of their own.
        TRUST_PROXY: '1',
        // Heartbeats every 200 ms, so the shared re-read below is seen within a second.
        CONNECTION_TIMEOUT_SECONDS: '0.6',
      },
    });
  });
  afterEach(async () => {
    for (const stream of opened.splice(0)) stream.close();
    await settle();
  });
  afterAll(() => app.close());

  it('lets a stranger fill only their own address’s places: the payer’s page still gets its stream', async () => {
    const id = await pendingPayment(app);
    // More than any per-payment cap the shop ever had (10 by default).
    const strangers = ['203.0.113.7', '203.0.113.8', '203.0.113.9'];
    for (const address of strangers) {
      for (let i = 0; i < 4; i++) await openStream(app, id, opened, address);
    }
    const refused = await fetch(`${app.url}/api/mpesa/events/${id}`, {
      headers: { 'x-forwarded-for': strangers[0]! },
    });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await refused.json()).toEqual({ message: PER_ADDRESS_MESSAGE });

    // openStream checks the payer's stream opens and reports the payment.
    await openStream(app, id, opened, '198.51.100.20');
  });

  it('answers 429 to a stream beyond the cap of one address, across payments', async () => {
    const ids = [await pendingPayment(app), await pendingPayment(app), await pendingPayment(app)];
    await openStream(app, ids[0]!, opened);
    await openStream(app, ids[0]!, opened);
    await openStream(app, ids[1]!, opened);
    const last = await openStream(app, ids[2]!, opened);

    const refused = await fetch(`${app.url}/api/mpesa/events/${ids[1]}`);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: PER_ADDRESS_MESSAGE });

    last.close();
    await settle();
    await openStream(app, ids[1]!, opened);
  });

  it('frees the places of streams that ended with the result', async () => {
    const id = await pendingPayment(app);
    const streams = [await openStream(app, id, opened), await openStream(app, id, opened)];
    await post(app, callbackPath(app), successCallback(id, 1700, 'CAPS000001'));
    for (const stream of streams) {
      expect((await stream.next())?.event).toBe('result');
      expect(await stream.next()).toBeNull();
    }
    await settle();
    for (let i = 0; i < 2; i++) {
      const again = await openStream(app, id, opened);
      expect((await again.next())?.event).toBe('result');
    }
  });

  it('counts no place for a payment that does not exist', async () => {
    for (let i = 0; i < 6; i++) {
      const response = await fetch(`${app.url}/api/mpesa/events/ws_CO_unknown${i}`);
      expect(response.status).toBe(404);
    }
    const id = await pendingPayment(app);
    await openStream(app, id, opened);
  });

  it('re-reads a payment once per heartbeat however many streams wait for it', async () => {
    const id = await pendingPayment(app);
    await openStream(app, id, opened);
    await openStream(app, id, opened);
    const other = await pendingPayment(app);
    await openStream(app, other, opened);
    await openStream(app, other, opened);
    const read = vi.spyOn(app.services.mpesa.payments, 'read');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    // Two payments, five heartbeats each: one read per payment and heartbeat, not one per stream.
    const reads = read.mock.calls.filter(([checkoutRequestId]) => checkoutRequestId === id).length;
    read.mockRestore();
    expect(reads).toBeGreaterThanOrEqual(3);
    expect(reads).toBeLessThanOrEqual(6);
  });
});

describe('payment event stream lifetime', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ seed: false, env: { PAYMENT_STREAM_MAX_SECONDS: '1' } });
  });
  afterAll(() => app.close());

  it('ends a stream after its lifetime with an end event the widget knows', async () => {
    const id = await pendingPayment(app);
    const started = Date.now();
    const stream = await openPaymentEvents(app, id);
    expect((await stream.next())?.event).toBe('status');
    expect(await stream.next(5_000)).toEqual({
      event: 'end',
      data: { message: 'This stream has ended. Ask for the payment status instead.' },
    });
    expect(await stream.next()).toBeNull();
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(Date.now() - started).toBeLessThan(4_000);
    // The place is free again, and the payment still reports its result.
    await post(app, callbackPath(app), successCallback(id, 1700, 'LIFE000001'));
    const again = await openPaymentEvents(app, id);
    expect(again.response.status).toBe(200);
    expect((await again.next())?.data).toMatchObject({ ResultCode: '0' });
  });
});
