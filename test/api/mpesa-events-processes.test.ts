// Two app processes on one PostgreSQL database: the callback lands on one, the shopper's event
// stream and status queries go to the other. PGlite lives inside a single process, so this runs
// on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedDatabase, type SharedDatabase } from '../support/shared-database';
import type { TestApp } from '../support/test-app';
import {
  callbackPath,
  insertOrder,
  openPaymentEvents,
  orderOf,
  PHONES,
  post,
  queryStatus,
  stkPush,
  successCallback,
} from './mpesa-helpers';

const onPostgres = process.env.TEST_DB === 'postgres';

describe.runIf(onPostgres)('payment events across app processes', () => {
  let shop: SharedDatabase;
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    shop = await sharedDatabase({
      seed: false,
      env: {
        MPESA_CALLBACK_SECRET: 'shared-callback-secret-0123456789',
        MPESA_SIM_CALLBACK_DELAY_MS: '60000',
      },
    });
    first = await shop.startApp();
    second = await shop.startApp();
  });

  afterAll(() => shop?.close());

  it('tells a stream on one process about a callback handled by the other', async () => {
    const order = await insertOrder(first);
    const id = await stkPush(first, order.orderNumber, PHONES.silent);
    const stream = await openPaymentEvents(second, id);
    expect((await stream.next())?.event).toBe('status');

    const sentAt = Date.now();
    await post(first, callbackPath(first), successCallback(id, 1700, 'XPROC00001'));
    expect(await stream.next(3_000)).toEqual({
      event: 'result',
      data: expect.objectContaining({ ResultCode: '0', MpesaReceiptNumber: 'XPROC00001' }),
    });
    // Far sooner than the stream's 15 s heartbeat re-read: the signal came through NOTIFY.
    expect(Date.now() - sentAt).toBeLessThan(3_000);
  });

  it("answers a status query on one process with the other's callback, and confirms the order", async () => {
    const order = await insertOrder(first);
    const id = await stkPush(first, order.orderNumber, PHONES.silent);
    expect((await queryStatus(second, id)).ResultCode).toBe('');

    await post(second, callbackPath(second), successCallback(id, 1700, 'XPROC00002'));
    expect(await queryStatus(first, id)).toMatchObject({
      ResultCode: '0',
      MpesaReceiptNumber: 'XPROC00002',
      status: 'success',
    });
    expect(await orderOf(first, order.orderNumber)).toMatchObject({
      status: 'confirmed',
      transactionId: 'XPROC00002',
    });
  });
});
