import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app';
import {
  callbackPath,
  failureCallback,
  insertOrder,
  openPaymentEvents,
  orderOf,
  PHONES,
  post,
  stkPush,
  successCallback,
  waitForResult,
} from './mpesa-helpers';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ seed: false, env: { MPESA_SIM_CALLBACK_DELAY_MS: '50' } });
});
afterAll(() => app.close());

describe('GET /api/mpesa/events/:checkoutRequestId', () => {
  it('sends the result the moment the callback is recorded, then ends', async () => {
    const order = await insertOrder(app);
    const id = await stkPush(app, order.orderNumber, PHONES.silent);
    const stream = await openPaymentEvents(app, id);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(await stream.next()).toEqual({
      event: 'status',
      data: expect.objectContaining({ ResultCode: '', status: 'pending' }),
    });

    await post(app, callbackPath(app), successCallback(id, 1700, 'SSE0000001'));
    expect(await stream.next()).toEqual({
      event: 'result',
      data: expect.objectContaining({ ResultCode: '0', MpesaReceiptNumber: 'SSE0000001', status: 'success' }),
    });
    // The order is confirmed by the time success is announced.
    expect((await orderOf(app, order.orderNumber)).status).toBe('confirmed');
    expect(await stream.next()).toBeNull();
  });

  it('sends a failure too', async () => {
    const order = await insertOrder(app);
    const id = await stkPush(app, order.orderNumber, PHONES.silent);
    const stream = await openPaymentEvents(app, id);
    expect((await stream.next())?.event).toBe('status');
    await post(app, callbackPath(app), failureCallback(id, 1032, 'Request cancelled by user'));
    expect(await stream.next()).toEqual({
      event: 'result',
      data: expect.objectContaining({ ResultCode: '1032', ResultDesc: 'Request cancelled by user' }),
    });
  });

  it('delivers the result of a simulated payment without any polling', async () => {
    const order = await insertOrder(app);
    const id = await stkPush(app, order.orderNumber, PHONES.cancels);
    const stream = await openPaymentEvents(app, id);
    let event = await stream.next();
    if (event?.event === 'status') event = await stream.next();
    expect(event).toEqual({ event: 'result', data: expect.objectContaining({ ResultCode: '1032' }) });
  });

  it('sends the final state at once when the payment is already settled', async () => {
    const order = await insertOrder(app);
    const id = await stkPush(app, order.orderNumber, PHONES.pays);
    const settled = await waitForResult(app, id);
    const stream = await openPaymentEvents(app, id);
    expect(await stream.next()).toMatchObject({ event: 'status', data: { ResultCode: '0' } });
    expect(await stream.next()).toEqual({
      event: 'result',
      data: expect.objectContaining({ ResultCode: '0', MpesaReceiptNumber: settled.MpesaReceiptNumber }),
    });
    expect(await stream.next()).toBeNull();
  });

  it('lets a waiting stream go when the browser leaves, and still records the result', async () => {
    const order = await insertOrder(app);
    const id = await stkPush(app, order.orderNumber, PHONES.silent);
    const stream = await openPaymentEvents(app, id);
    await stream.next();
    stream.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const response = await post(app, callbackPath(app), successCallback(id, 1700, 'LEFT000001'));
    expect(await response.json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
    expect((await orderOf(app, order.orderNumber)).status).toBe('confirmed');
  });

  it('answers 404 for an unknown payment and 400 for a malformed id', async () => {
    const unknown = await fetch(`${app.url}/api/mpesa/events/ws_CO_nothing`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: 'Payment not found' });
    const malformed = await fetch(`${app.url}/api/mpesa/events/${encodeURIComponent('a b<c>')}`);
    expect(malformed.status).toBe(400);
  });
});
