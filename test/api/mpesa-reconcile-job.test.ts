// The periodic reconciliation: a payer paid, the callback never came, nobody polls the widget, and
// the job confirms the order; with the STK query, or where that cannot tell, with Transaction Status.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type DatabaseHandle } from '../../src/server/db/client';
import { mpesaPayments } from '../../src/server/db/schema';
import { paymentsReconcileJob } from '../../src/server/jobs/payments-reconcile';
import { claimScheduledRun } from '../../src/server/services/jobs';
import { startTestApp, type TestApp } from '../support/test-app';
import { insertOrder, orderOf, paymentOf, stkPush } from './mpesa-helpers';
import { ageOf, LOST, outboxTo, quietLog, retire, waitForPayment } from './mpesa-reconcile-helpers';

let app: TestApp;
let other: DatabaseHandle | null = null;
/** A second process's connection on PostgreSQL; the one embedded database otherwise. */
let otherDb: Database;

beforeAll(async () => {
  app = await startTestApp({
    seed: false,
    env: { MPESA_SIM_CALLBACK_DELAY_MS: '50', MPESA_STATUS_QUERY_AFTER_MS: '10000' },
  });
  other = app.target.kind === 'postgres' ? await openDatabase(app.target) : null;
  otherDb = other?.db ?? app.db;
});
afterAll(async () => {
  await other?.close();
  await app.close();
});

async function lostPayment(phone: string, ageMs: number) {
  const order = await insertOrder(app);
  const checkoutRequestId = await stkPush(app, order.orderNumber, phone);
  // Let the simulated payer answer (its callback is lost), then let time pass.
  await new Promise((resolve) => setTimeout(resolve, 200));
  await ageOf(app, checkoutRequestId, ageMs);
  return { order, checkoutRequestId };
}

const job = () => paymentsReconcileJob({ payments: app.services.mpesa.payments, log: quietLog() });

describe('a lost callback', () => {
  it('is reconciled by the job with the STK query once the payment is a minute old', async () => {
    const young = await lostPayment(LOST.queryPaid, 5_000);
    const { order, checkoutRequestId } = await lostPayment(LOST.queryPaid, 2 * 60_000);
    const summary = await job().run();
    expect(summary).toMatchObject({ stkQueries: 1, settled: 1, statusQueries: 0 });
    expect(await paymentOf(app, checkoutRequestId)).toMatchObject({ status: 'success', statusQueryId: null });
    // The STK query names no receipt: the order carries the request id (SPEC §4).
    expect(await orderOf(app, order.orderNumber)).toMatchObject({
      status: 'confirmed',
      transactionId: checkoutRequestId,
    });
    expect(await outboxTo(app, order.orderNumber)).toHaveLength(1);
    // Within its first minute a payment is left to its callback and the payer's widget.
    expect(await paymentOf(app, young.checkoutRequestId)).toMatchObject({ status: 'pending' });
    await retire(app, young.checkoutRequestId);
  });

  it('is reconciled with Transaction Status when the STK query cannot tell', async () => {
    const { order, checkoutRequestId } = await lostPayment(LOST.queryStuck, 5 * 60_000);
    const summary = await job().run();
    expect(summary).toMatchObject({ stkQueries: 1, settled: 0, statusQueries: 1 });
    const payment = await waitForPayment(app, checkoutRequestId, 'success');
    expect(payment.receiptNumber).toMatch(/^[A-Z0-9]{10}$/);
    expect(payment.statusQueryId).not.toBeNull();
    expect(await orderOf(app, order.orderNumber)).toMatchObject({
      status: 'confirmed',
      transactionId: payment.receiptNumber,
    });
    expect(await outboxTo(app, order.orderNumber)).toHaveLength(1);
    // Nothing is asked again about a settled payment.
    expect(await job().run()).toMatchObject({ stkQueries: 0, statusQueries: 0 });
  });

  it('asks Transaction Status only once until the back-off has passed', async () => {
    const silent = await lostPayment('0700009999', 20_000);
    expect(await job().run()).toMatchObject({ statusQueries: 1 });
    // The simulator knows no paid transaction for a payer who never answered: nothing is settled.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await paymentOf(app, silent.checkoutRequestId)).toMatchObject({
      status: 'pending',
      statusQueryId: null,
    });
    expect(await job().run()).toMatchObject({ statusQueries: 0 });
    await retire(app, silent.checkoutRequestId);
  });

  it('finishes a payment whose confirmation stopped half-way', async () => {
    const { order, checkoutRequestId } = await lostPayment(LOST.queryPaid, 5_000);
    await app.db
      .update(mpesaPayments)
      .set({ status: 'confirming', updatedAt: sql`now() - interval '2 minutes'` })
      .where(eq(mpesaPayments.checkoutRequestId, checkoutRequestId));
    expect(await job().run()).toMatchObject({ finished: 1 });
    expect(await paymentOf(app, checkoutRequestId)).toMatchObject({ status: 'success' });
    expect((await orderOf(app, order.orderNumber)).status).toBe('confirmed');
  });
});

describe('two runners', () => {
  it('run the job once per period, and overlapping runs ask Daraja once per payment', async () => {
    const first = await lostPayment(LOST.queryStuck, 5 * 60_000);
    // Each runner claims the period on its own connection, as two app processes would.
    const runners = [app.db, otherDb].map(async (db) => {
      const reconcile = job();
      if (!(await claimScheduledRun(db, reconcile.name, reconcile.everyMs))) return null;
      return reconcile.run();
    });
    const ran = (await Promise.all(runners)).filter((summary) => summary !== null);
    expect(ran).toEqual([expect.objectContaining({ stkQueries: 1, statusQueries: 1 })]);
    await waitForPayment(app, first.checkoutRequestId, 'success');

    // A run that outlasts its period overlaps the next: each payment is still claimed by one of them.
    const more = [
      await lostPayment(LOST.queryStuck, 5 * 60_000),
      await lostPayment(LOST.queryStuck, 5 * 60_000),
    ];
    const [a, b] = await Promise.all([
      app.services.mpesa.payments.reconcile(),
      app.services.mpesa.payments.reconcile(),
    ]);
    expect(a.stkQueries + b.stkQueries).toBe(2);
    expect(a.statusQueries + b.statusQueries).toBe(2);
    for (const { order, checkoutRequestId } of more) {
      await waitForPayment(app, checkoutRequestId, 'success');
      expect(await outboxTo(app, order.orderNumber)).toHaveLength(1);
    }
  });
});
