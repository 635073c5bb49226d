// Payments won back: an M-Pesa order whose prompt failed gets one text and one mail after the
// owner's wait, never once paid or cancelled, and the Insight figures count it once it is paid.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentReminders, smsMessages } from '../../src/server/db/schema';
import { runPaymentReminders } from '../../src/server/jobs/payment-reminders';
import { personas } from '../support/accounts';
import { outbox, outboxFiles } from '../support/outbox';
import { sharedDatabase, type SharedDatabase } from '../support/shared-database';
import { startTestApp, type TestApp } from '../support/test-app';
import { orderOf, PHONES, post, stkPush, waitForResult } from './mpesa-helpers';
import { customer, postOrder, productWithStock } from './orders-helpers';

let app: TestApp;
const MINUTE = 60_000;
const silent = { info: () => {} };

beforeAll(async () => {
  app = await startTestApp({ env: { MPESA_SIM_CALLBACK_DELAY_MS: '10', MAIL_RETRY_DELAY_MS: '10' } });
});
afterAll(async () => {
  await app.services.jobs.drain();
  await app.close();
});

const job = () => ({ payments: app.services.mpesa.payments, settings: app.services.settings, log: silent });
const remindAt = (minutesFromNow: number) =>
  runPaymentReminders(job(), new Date(Date.now() + minutesFromNow * MINUTE));

let phoneSeq = 0;
/** An M-Pesa order of a customer of its own (a phone gets only a few texts an hour). */
async function mpesaOrder(paymentMethod: 'mpesa' | 'pay_later' = 'mpesa') {
  const product = await productWithStock(app, 1000);
  phoneSeq += 1;
  const response = await postOrder(app, {
    ...customer,
    customerEmail: `reminded-${phoneSeq}@example.com`,
    customerPhone: `07331${String(phoneSeq).padStart(5, '0')}`,
    items: [{ id: product.id, quantity: 1 }],
    paymentMethod,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { orderNumber: string }).orderNumber;
}

/** A prompt sent to a phone the simulator answers with a failure, and its answer recorded. */
async function failedPrompt(orderNumber: string, phone = PHONES.cancels) {
  const checkoutRequestId = await stkPush(app, orderNumber, phone);
  const answer = await waitForResult(app, checkoutRequestId);
  expect(answer.ResultCode).not.toBe('0');
}

async function remindersTo(orderNumber: string) {
  const order = await orderOf(app, orderNumber);
  const mails = (await outbox(app)).filter((mail) =>
    mail.subject.startsWith(`Order ${orderNumber}: your payment did not go through`),
  );
  const texts = (await app.db.select().from(smsMessages).where(eq(smsMessages.orderId, order.id))).filter(
    (row) => row.message.includes('did not go through'),
  );
  return { mails, texts };
}

describe('payment reminders', () => {
  it('reminds a cancelled prompt once, after the wait, with the tracking link and the Paybill details', async () => {
    const orderNumber = await mpesaOrder();
    await failedPrompt(orderNumber);

    expect(await remindAt(29)).not.toContain(orderNumber);
    expect(await remindAt(31)).toContain(orderNumber);
    expect(await remindAt(31)).not.toContain(orderNumber);
    expect(await remindAt(600)).not.toContain(orderNumber);

    const { mails, texts } = await remindersTo(orderNumber);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe(`reminded-${phoneSeq}@example.com`);
    const order = await orderOf(app, orderNumber);
    expect(mails[0]!.text).toContain(`${app.config.publicUrl}/track-order?order=${orderNumber}`);
    expect(mails[0]!.text).toContain('Business number: 174379');
    expect(mails[0]!.text).toContain(`Account number: ${orderNumber}`);
    expect(mails[0]!.text).toContain(
      `Amount: KES ${Math.ceil(order.totalCents / 100).toLocaleString('en-US')}`,
    );
    // The HTML part beside it: the logo, a button to the order, the line's picture, the same words.
    const html = mails[0]!.html!;
    expect(html).toContain(`src="${app.config.publicUrl}/generated/brand/logo-mail.png"`);
    expect(html).toMatch(
      new RegExp(
        `<a href="${app.config.publicUrl}/track-order\\?order=${orderNumber}"[^>]*>.*Open your order`,
        's',
      ),
    );
    expect(html).toMatch(/<img[^>]+src="http[^"]+\/generated\/products\/[a-z-]+-200\.webp"/);
    expect(html).toContain(`Account number`);
    expect(html).toContain(`did not go through, so the order is not paid yet`);
    expect(texts).toHaveLength(1);
    expect(texts[0]!.message).toContain(`/track-order?order=${orderNumber}`);
    const [row] = await app.db.select().from(paymentReminders).where(eq(paymentReminders.orderId, order.id));
    expect(row!.resultCode).toBe(1032);
  });

  it('reminds a prompt that timed out on an unreachable phone, by the wait the owner set', async () => {
    const { admin: owner } = await personas(app);
    const orderNumber = await mpesaOrder();
    await failedPrompt(orderNumber, PHONES.unreachable);
    const saved = await owner.send('PATCH', '/api/admin/settings', {
      orders: { paymentReminderAfterMinutes: 5 },
    });
    expect(saved.status).toBe(200);
    try {
      expect(await remindAt(4)).not.toContain(orderNumber);
      expect(await remindAt(6)).toContain(orderNumber);
    } finally {
      await owner.send('PATCH', '/api/admin/settings', { orders: { paymentReminderAfterMinutes: 30 } });
    }
    const order = await orderOf(app, orderNumber);
    const [row] = await app.db.select().from(paymentReminders).where(eq(paymentReminders.orderId, order.id));
    expect(row!.resultCode).toBe(1037);
  });

  it('sends nothing once the order is paid or cancelled, for Pay Later, or without a failed prompt', async () => {
    const { admin } = await personas(app);
    const paid = await mpesaOrder();
    await failedPrompt(paid);
    const paying = await stkPush(app, paid, PHONES.pays);
    expect((await waitForResult(app, paying)).ResultCode).toBe('0');
    expect((await orderOf(app, paid)).status).toBe('confirmed');

    const cancelled = await mpesaOrder();
    await failedPrompt(cancelled);
    const cancel = await admin.post(`/api/admin/orders/${cancelled}/status`, { status: 'cancelled' });
    expect(cancel.status).toBe(200);

    const payLater = await mpesaOrder('pay_later');
    const neverPrompted = await mpesaOrder();
    const waiting = await mpesaOrder();
    await stkPush(app, waiting, PHONES.silent);

    const reminded = await remindAt(120);
    for (const orderNumber of [paid, cancelled, payLater, neverPrompted, waiting]) {
      expect(reminded).not.toContain(orderNumber);
      const { mails, texts } = await remindersTo(orderNumber);
      expect([mails.length, texts.length]).toEqual([0, 0]);
    }
  });

  it('reminds each order once when two passes run at the same moment', async () => {
    const numbers = [await mpesaOrder(), await mpesaOrder(), await mpesaOrder()];
    for (const orderNumber of numbers) await failedPrompt(orderNumber);
    const later = new Date(Date.now() + 31 * MINUTE);
    const [a, b] = await Promise.all([runPaymentReminders(job(), later), runPaymentReminders(job(), later)]);
    const both = [...a, ...b].filter((orderNumber) => numbers.includes(orderNumber));
    expect(both.sort()).toEqual([...numbers].sort());
    for (const orderNumber of numbers) {
      const { mails, texts } = await remindersTo(orderNumber);
      expect([mails.length, texts.length]).toEqual([1, 1]);
    }
  });

  it('lets the customer pay from the link with their e-mail as proof, and Insight counts the order won back', async () => {
    const { admin: owner } = await personas(app);
    const before = (await (await owner.get('/api/admin/insights?days=7')).json()) as InsightsJson;
    const orderNumber = await mpesaOrder();
    await failedPrompt(orderNumber);
    expect(await remindAt(31)).toContain(orderNumber);
    // Sent "31 minutes from now" falls on tomorrow after 23:29 in Nairobi, past Insight's last day:
    // the reminder is dated now, so the count does not hang on the hour the test runs.
    const { id: orderId } = await orderOf(app, orderNumber);
    await app.db
      .update(paymentReminders)
      .set({ sentAt: new Date() })
      .where(eq(paymentReminders.orderId, orderId));

    // The tracking page's 'Pay now': the order number and the e-mail the customer typed.
    const response = await post(app, '/api/mpesa/stk-push', {
      phoneNumber: PHONES.pays,
      orderReference: orderNumber,
      customerEmail: `reminded-${phoneSeq}@example.com`,
    });
    expect(response.status).toBe(200);
    const { checkoutRequestId } = (await response.json()) as { checkoutRequestId: string };
    expect((await waitForResult(app, checkoutRequestId)).ResultCode).toBe('0');
    const order = await orderOf(app, orderNumber);
    expect(order.status).toBe('confirmed');

    const after = (await (await owner.get('/api/admin/insights?days=7')).json()) as InsightsJson;
    expect(after.paymentsWonBack.reminded).toBe(before.paymentsWonBack.reminded + 1);
    expect(after.paymentsWonBack.orders).toBe(before.paymentsWonBack.orders + 1);
    expect(Number(after.paymentsWonBack.revenueKes)).toBeCloseTo(
      Number(before.paymentsWonBack.revenueKes) + order.totalCents / 100,
      2,
    );
    expect(after.paymentsWonBack.recentOrders[0]).toMatchObject({
      orderNumber,
      totalKes: (order.totalCents / 100).toFixed(2),
    });
  });

  it('refuses a reminder wait out of range and keeps the setting', async () => {
    const { admin: owner } = await personas(app);
    const response = await owner.send('PATCH', '/api/admin/settings', {
      orders: { paymentReminderAfterMinutes: -1 },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      errors: { 'orders.paymentReminderAfterMinutes': 'Payment reminder minutes must be at least 0' },
    });
    expect((await app.services.settings.read()).orders.paymentReminderAfterMinutes).toBe(30);
  });
});

interface InsightsJson {
  paymentsWonBack: {
    reminded: number;
    orders: number;
    revenueKes: string;
    recentOrders: { orderNumber: string; totalKes: string }[];
  };
}

describe.runIf(process.env.TEST_DB === 'postgres')('payment reminders from two app processes', () => {
  const ORDERS = 6;
  let shop: SharedDatabase;
  let first: TestApp;

  beforeAll(async () => {
    shop = await sharedDatabase({
      env: {
        MPESA_SIM_CALLBACK_DELAY_MS: '10',
        // Each process asks every 0.6 s: many passes, in both processes, while the test watches.
        PAYMENT_REMINDER_CHECK_MINUTES: '0.01',
        ORDERS_PER_ADDRESS_PER_HOUR: '1000',
        MPESA_PUSHES_PER_ADDRESS: '1000',
        MPESA_STATUS_CHECKS_PER_ADDRESS: '1000',
        MPESA_STATUS_CHECKS_PER_PAYMENT: '1000',
        UNPAID_UNITS_PER_PRODUCT: '1000',
      },
    });
    [first] = await Promise.all([
      shop.startApp({ backgroundWork: true }),
      shop.startProcess({ backgroundWork: true }),
    ]);
  });
  afterAll(() => shop?.close());

  it('sends each lapsed order one text and one mail, whichever process finds it', async () => {
    const { admin } = await personas(first);
    const product = await productWithStock(first, 1000);
    const numbers: string[] = [];
    for (let i = 0; i < ORDERS; i++) {
      const response = await postOrder(first, {
        ...customer,
        customerEmail: `twice-${i}@example.com`,
        customerPhone: `07442${String(i).padStart(5, '0')}`,
        items: [{ id: product.id, quantity: 1 }],
        paymentMethod: 'mpesa',
      });
      expect(response.status).toBe(201);
      const { orderNumber } = (await response.json()) as { orderNumber: string };
      const checkoutRequestId = await stkPush(first, orderNumber, PHONES.cancels);
      expect((await waitForResult(first, checkoutRequestId)).ResultCode).toBe('1032');
      numbers.push(orderNumber);
    }
    const saved = await admin.send('PATCH', '/api/admin/settings', {
      orders: { paymentReminderAfterMinutes: 0 },
    });
    expect(saved.status).toBe(200);

    const ids = await Promise.all(numbers.map(async (orderNumber) => (await orderOf(first, orderNumber)).id));
    const deadline = Date.now() + 30_000;
    for (;;) {
      const rows = await first.db
        .select()
        .from(paymentReminders)
        .where(inArray(paymentReminders.orderId, ids));
      if (rows.length === ORDERS) break;
      if (Date.now() > deadline) throw new Error(`${rows.length} of ${ORDERS} orders reminded`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    // Several more passes in both processes: none sends again.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const mailDeadline = Date.now() + 30_000;
    let mails = await outboxFiles(first.dataDir);
    const reminderMails = () =>
      mails.filter((mail) => mail.subject.includes('your payment did not go through'));
    while (reminderMails().length < ORDERS && Date.now() < mailDeadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      mails = await outboxFiles(first.dataDir);
    }
    for (const orderNumber of numbers) {
      expect(reminderMails().filter((mail) => mail.subject.startsWith(`Order ${orderNumber}:`))).toHaveLength(
        1,
      );
    }
    const texts = await first.db.select().from(smsMessages).where(inArray(smsMessages.orderId, ids));
    expect(texts.filter((row) => row.message.includes('did not go through'))).toHaveLength(ORDERS);
  });
});
