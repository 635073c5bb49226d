// A prompt whose callback was lost may have been paid unheard. A second prompt for its order, past
// the first one's 90 s on the phone, asks M-Pesa about it first (the STK query, then Transaction
// Status): paid, nothing is sent and the order is paid once; failed, the new prompt goes; unknown,
// the push is refused. A Paybill payment is refused at validation while a prompt waits the same way.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditEvents } from '../../src/server/db/schema';
import { personas } from '../support/accounts';
import { startTestApp, type TestApp } from '../support/test-app';
import { c2bNotice, newTransId, postConfirmation, postValidation } from './c2b-helpers';
import {
  eventsOf,
  insertOrder,
  orderOf,
  paymentOf,
  paymentsOfOrder,
  PHONES,
  post,
  queryStatus,
  stkPush,
} from './mpesa-helpers';
import { ageOf, LOST, outboxTo } from './mpesa-reconcile-helpers';

const EARLIER_UNKNOWN =
  'Your earlier payment request for this order is still being checked with M-Pesa, so no new request was sent. Please try again in a few minutes, or choose Pay Later.';
const PAID_BY_PROMPT = 'This order is already paid: your M-Pesa payment went through.';
const PROMPT_OPEN =
  'A payment request for this order is already on its way to a phone. Please complete it, or try again in a minute.';
const REFUSED_WHILE_PROMPT_WAITS = { ResultCode: 'C2B00016', ResultDesc: 'Rejected' };

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({
    seed: false,
    // Nothing listens there: every prompt's callback is lost, and only asking M-Pesa tells.
    env: { MPESA_SIM_CALLBACK_DELAY_MS: '50', MPESA_CALLBACK_URL: 'http://127.0.0.1:9/lost-callbacks' },
  });
});
afterAll(() => app.close());

type Order = Awaited<ReturnType<typeof insertOrder>>;

const pushFor = (order: Order, phoneNumber: string) =>
  post(app, '/api/mpesa/stk-push', {
    phoneNumber,
    orderReference: order.orderNumber,
    paymentToken: order.paymentToken,
  });

/** A prompt the payer answered (its callback lost), `ageMs` ago. */
async function lostPrompt(order: Order, phone: string, ageMs = 92_000) {
  const checkoutRequestId = await stkPush(app, order.orderNumber, phone);
  await new Promise((resolve) => setTimeout(resolve, 200));
  await ageOf(app, checkoutRequestId, ageMs);
  return checkoutRequestId;
}

/** Prompts Daraja was asked to send for the order (each leaves one 'requested' entry). */
async function promptsSent(order: Order) {
  const rows = await app.db
    .select()
    .from(auditEvents)
    .where(
      and(eq(auditEvents.entityType, 'mpesa_payment'), eq(auditEvents.action, 'mpesa_payment.requested')),
    );
  return rows.filter((row) => (row.details as { orderId?: number }).orderId === order.id).length;
}

async function confirmations(order: Order) {
  return (await eventsOf(app, order.id)).filter((event) => event.toStatus === 'confirmed').length;
}

describe('a second prompt at 92 s, after a prompt whose callback was lost', () => {
  it('sends nothing when Transaction Status finds the earlier prompt paid, and the order is paid once', async () => {
    const order = await insertOrder(app);
    const first = await lostPrompt(order, LOST.queryStuck);

    const response = await pushFor(order, PHONES.pays);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      success: true,
      checkoutRequestId: first,
      message: PAID_BY_PROMPT,
    });

    const [payment, ...others] = await paymentsOfOrder(app, order.id);
    expect(others).toEqual([]);
    expect(payment).toMatchObject({
      checkoutRequestId: first,
      status: 'success',
      statusQueryId: expect.any(String),
    });
    expect(payment!.receiptNumber).toMatch(/^[A-Z0-9]{10}$/);
    expect(await orderOf(app, order.orderNumber)).toMatchObject({
      status: 'confirmed',
      transactionId: payment!.receiptNumber,
    });
    expect(await promptsSent(order)).toBe(1);
    expect(await confirmations(order)).toBe(1);
    expect(await outboxTo(app, order.orderNumber)).toHaveLength(1);
    // The widget follows the prompt it was given and reads it paid.
    expect(await queryStatus(app, first)).toMatchObject({ ResultCode: '0', status: 'success' });

    // Trying again answers the same, and still sends nothing.
    const again = await pushFor(order, PHONES.pays);
    expect(await again.json()).toEqual({ success: true, checkoutRequestId: first, message: PAID_BY_PROMPT });
    expect(await promptsSent(order)).toBe(1);
    expect(await confirmations(order)).toBe(1);
  });

  it('asks only the STK query when it can tell that the earlier prompt was paid', async () => {
    const order = await insertOrder(app);
    const first = await lostPrompt(order, LOST.queryPaid);

    const response = await pushFor(order, PHONES.pays);
    expect(await response.json()).toEqual({
      success: true,
      checkoutRequestId: first,
      message: PAID_BY_PROMPT,
    });
    expect(await paymentOf(app, first)).toMatchObject({ status: 'success', statusQueriedAt: null });
    // The STK query names no receipt: the order carries the request id (SPEC §4).
    expect(await orderOf(app, order.orderNumber)).toMatchObject({
      status: 'confirmed',
      transactionId: first,
    });
    expect(await paymentsOfOrder(app, order.id)).toHaveLength(1);
    expect(await confirmations(order)).toBe(1);
  });

  it('refuses the new prompt with 409 while the earlier outcome is unknown, and sends nothing', async () => {
    const order = await insertOrder(app);
    // The payer never answers: the STK query stays "under processing", and M-Pesa knows no payment.
    const first = await lostPrompt(order, PHONES.silent);

    const response = await pushFor(order, PHONES.pays);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: EARLIER_UNKNOWN });
    const asked = await paymentOf(app, first);
    expect(asked).toMatchObject({ status: 'pending', statusQueriedAt: expect.any(Date) });
    expect(await paymentsOfOrder(app, order.id)).toHaveLength(1);
    expect(await promptsSent(order)).toBe(1);
    expect((await orderOf(app, order.orderNumber)).status).toBe('awaiting_payment');

    // Asked again at once: refused the same, without a second Transaction Status query in the minute.
    const again = await pushFor(order, PHONES.pays);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: EARLIER_UNKNOWN });
    expect((await paymentOf(app, first))!.statusQueriedAt).toEqual(asked!.statusQueriedAt);
    expect(await promptsSent(order)).toBe(1);
  });

  it('lets the new prompt go once the STK query reports the earlier one cancelled', async () => {
    const order = await insertOrder(app);
    const first = await lostPrompt(order, PHONES.cancels);

    const response = await pushFor(order, PHONES.pays);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { success: boolean; checkoutRequestId: string };
    expect(body.success).toBe(true);
    expect(body.checkoutRequestId).not.toBe(first);
    expect(await paymentOf(app, first)).toMatchObject({ status: 'failed', resultCode: 1032 });
    expect(await paymentOf(app, body.checkoutRequestId)).toMatchObject({ status: 'pending' });
    expect(await promptsSent(order)).toBe(2);
  });

  it('sends one new prompt for several pushes at once, after the earlier one failed', async () => {
    const order = await insertOrder(app);
    const first = await lostPrompt(order, PHONES.cancels);

    const answers = await Promise.all(
      [1, 2, 3, 4].map(async () => {
        const response = await pushFor(order, PHONES.silent);
        return { status: response.status, body: (await response.json()) as Record<string, unknown> };
      }),
    );
    const sent = answers.filter((answer) => answer.status === 200);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body.checkoutRequestId).not.toBe(first);
    for (const refused of answers.filter((answer) => answer.status !== 200)) {
      expect(refused).toEqual({ status: 409, body: { message: PROMPT_OPEN } });
    }
    expect(await promptsSent(order)).toBe(2);
  });

  it('still refuses a second prompt within the first one’s 90 s without asking M-Pesa', async () => {
    const order = await insertOrder(app);
    const first = await lostPrompt(order, LOST.queryPaid, 60_000);
    const response = await pushFor(order, PHONES.pays);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: PROMPT_OPEN });
    // Not asked: the prompt is still pending though M-Pesa would say paid.
    expect(await paymentOf(app, first)).toMatchObject({ status: 'pending', statusQueriedAt: null });
  });
});

describe('a Paybill payment while a prompt waits for its answer', () => {
  it('is refused at validation until M-Pesa has answered the prompt, then accepted', async () => {
    const order = await insertOrder(app);
    const notice = c2bNotice(app, { billRef: order.orderNumber, amountKes: 1700 });
    const validate = async () => (await postValidation(app, notice)).json();

    const first = await stkPush(app, order.orderNumber, PHONES.cancels);
    expect(await validate()).toEqual(REFUSED_WHILE_PROMPT_WAITS);
    // Past its time on the phone, its outcome still unknown: refused all the same.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await ageOf(app, first, 92_000);
    expect(await validate()).toEqual(REFUSED_WHILE_PROMPT_WAITS);

    // The payer's widget learns that the prompt was cancelled: Paybill may take the order's money.
    expect(await queryStatus(app, first)).toMatchObject({ ResultCode: '1032' });
    expect(await validate()).toEqual({ ResultCode: '0', ResultDesc: 'Accepted' });
  });

  it('that pays the order in full confirms it; the prompt paid later is owed back and listed', async () => {
    const order = await insertOrder(app);
    const prompt = await stkPush(app, order.orderNumber, LOST.queryPaid);
    // Daraja did not ask first (validation off for the shortcode): the money has already moved.
    const transId = newTransId();
    const confirmed = await postConfirmation(
      app,
      c2bNotice(app, { billRef: order.orderNumber, amountKes: 1700, transId }),
    );
    expect(confirmed.status).toBe(200);
    expect(await orderOf(app, order.orderNumber)).toMatchObject({
      status: 'confirmed',
      transactionId: transId,
    });

    // The prompt's answer comes later, from the STK query: paid as well, so that payment is owed back.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await ageOf(app, prompt, 5 * 60_000);
    expect(await queryStatus(app, prompt)).toMatchObject({ ResultCode: 'needs_refund' });
    expect(await paymentOf(app, prompt)).toMatchObject({ status: 'needs_refund', receiptNumber: null });
    expect(await orderOf(app, order.orderNumber)).toMatchObject({
      status: 'confirmed',
      transactionId: transId,
    });
    expect(await confirmations(order)).toBe(1);

    // Money goes back by its receipt, which the STK query does not name: Transaction Status finds it.
    const { admin } = await personas(app);
    const owedFor = async () => {
      const { payments } = (await (await admin.get('/api/admin/refunds/needed')).json()) as {
        payments: Record<string, unknown>[];
      };
      return payments.filter((p) => p.orderNumber === order.orderNumber);
    };
    expect(await owedFor()).toEqual([]);
    expect(await app.services.mpesa.payments.reconcile()).toMatchObject({
      statusQueries: expect.any(Number),
    });
    const owed = await vi.waitFor(
      async () => {
        const listed = await owedFor();
        expect(listed).toHaveLength(1);
        return listed[0]!;
      },
      { timeout: 10_000, interval: 50 },
    );
    const { receiptNumber } = (await paymentOf(app, prompt))!;
    expect(owed).toMatchObject({
      paymentKind: 'stk',
      why: 'needs_refund',
      owed: '1700.00',
      receipt: receiptNumber,
    });
    expect(receiptNumber).toMatch(/^[A-Z0-9]{10}$/);
    // Learning the receipt changes nothing else, and the job does not ask again.
    const learned = await paymentOf(app, prompt);
    expect(learned).toMatchObject({ status: 'needs_refund' });
    await app.services.mpesa.payments.reconcile();
    expect((await paymentOf(app, prompt))!.statusQueriedAt).toEqual(learned!.statusQueriedAt);
    expect(await orderOf(app, order.orderNumber)).toMatchObject({
      status: 'confirmed',
      transactionId: transId,
    });

    // A push now names no prompt: the order was paid by Paybill.
    const push = await pushFor(order, PHONES.pays);
    expect(push.status).toBe(409);
    expect(await push.json()).toEqual({ message: 'This order is already paid' });
  });
});
