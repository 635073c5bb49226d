// The longest callback secret the configuration accepts must still reach the callback route
// (the router refuses path segments longer than its limit with a 404).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app';
import {
  callbackPath,
  insertOrder,
  orderOf,
  PHONES,
  post,
  stkPush,
  successCallback,
  waitForResult,
} from './mpesa-helpers';

const SECRET = `${'a1B2-c3D4_'.repeat(12)}e5F6g7H8`;

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({
    seed: false,
    env: { MPESA_CALLBACK_SECRET: SECRET, MPESA_SIM_CALLBACK_DELAY_MS: '0' },
  });
});
afterAll(() => app.close());

describe('a 128-character callback secret', () => {
  it('is what the app runs with', () => {
    expect(SECRET).toHaveLength(128);
    expect(app.config.mpesa.callbackSecret).toBe(SECRET);
  });

  it('takes a callback posted to its path and confirms the order', async () => {
    const order = await insertOrder(app);
    const id = await stkPush(app, order.orderNumber, PHONES.silent);
    const response = await post(app, callbackPath(app), successCallback(id, 1700, 'NLJ7RT61SV'));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
    expect(await orderOf(app, order.orderNumber)).toMatchObject({
      status: 'confirmed',
      transactionId: 'NLJ7RT61SV',
    });
  });

  it("receives the simulator's own callback, before the shop would ask Daraja itself", async () => {
    const order = await insertOrder(app);
    const id = await stkPush(app, order.orderNumber, PHONES.pays);
    // The status query falls back to Daraja's STK query after 5 s; the callback comes well before.
    expect((await waitForResult(app, id, 3_000)).ResultCode).toBe('0');
    expect((await orderOf(app, order.orderNumber)).status).toBe('confirmed');
  });

  it('is a 404 with any other secret of that length', async () => {
    const response = await post(
      app,
      `/api/mpesa/callback/${'x'.repeat(128)}`,
      successCallback('ws_CO_1', 1, 'X'),
    );
    expect(response.status).toBe(404);
  });
});
