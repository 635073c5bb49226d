// Text messages of an order through Africa's Talking (here its simulator): queued with the order's
// moves, sent once, refused or retried as Africa's Talking says, delivery reports kept.
import { and, eq, like } from 'drizzle-orm';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backgroundJobs, orders, smsMessages } from '../../src/server/db/schema';
import { createServices } from '../../src/server/services';
import { enqueueSms } from '../../src/server/services/notifications';
import { OrderTextMessages } from '../../src/web/components/admin/orders/text-messages';
import * as orderPage from '../../src/web/routes/admin/order';
import { startTestApp, type TestApp } from '../support/test-app';
import { customer, postOrder, productWithStock } from './orders-helpers';
import { simInbox, smsRowsOf, waitFor } from './sms-helpers';
import { NO_SECOND_STEP } from '../support/page-context';

let app: TestApp;
let adminId: number;
const SHOP_PHONE = '+254700999888';

beforeAll(async () => {
  app = await startTestApp({
    env: {
      AT_USERNAME: 'simulated',
      AT_SIM_REPORT_DELAY_MS: '100',
      SHOP_SMS_PHONE: SHOP_PHONE,
      MPESA_PAYBILL_SHORTCODE: '4123456',
      SMS_RETRY_ATTEMPTS: '3',
      SMS_RETRY_DELAY_MS: '10',
      MAIL_RETRY_DELAY_MS: '10',
    },
  });
  const { user } = await app.services.accounts.createOrPromoteAdmin({
    email: 'owner@example.com',
    password: 'admin password long',
  });
  adminId = user.id;
});
afterAll(async () => {
  await app.services.jobs.drain();
  await app.close();
});

// Each order a phone of its own: a phone gets only a few order texts an hour (tested below).
let nextPhone = 0;
const freshPhone = () => `07200${String(++nextPhone).padStart(5, '0')}`;

async function place(paymentMethod: 'mpesa' | 'pay_later', extra: Record<string, unknown> = {}) {
  const product = await productWithStock(app, 50);
  const response = await postOrder(app, {
    ...customer,
    customerPhone: freshPhone(),
    items: [{ id: product.id, quantity: 1 }],
    paymentMethod,
    ...extra,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { orderNumber: string }).orderNumber;
}

const inboxFor = async (messageIds: (string | null)[]) =>
  (await simInbox(app)).filter((m) => messageIds.includes(m.messageId));

describe('a Pay Later order', () => {
  it('texts the customer the 10-minute promise and the owner an alert, once each', async () => {
    const orderNumber = await place('pay_later');
    const queued = await smsRowsOf(app, orderNumber);
    expect(queued.map((r) => [r.recipient, r.state])).toEqual([
      ['shop', 'queued'],
      ['customer', 'queued'],
    ]);

    await app.services.jobs.drain();
    const [shop, mine] = await smsRowsOf(app, orderNumber);
    expect(shop).toMatchObject({ to: SHOP_PHONE, state: 'sent', cost: 'KES 0.8000' });
    // The send answers 'Sent'; on a busy machine the simulator's delivery report (100 ms later)
    // may already have replaced it by the time the rows are read.
    expect(shop!.deliveryStatus).toBe(shop!.reportedAt ? 'Success' : 'Sent');
    expect(shop!.message).toContain(`Pay Later order ${orderNumber}`);
    expect(mine).toMatchObject({ state: 'sent' });
    expect(shop!.message).toContain(mine!.to);
    expect(mine!.message).toContain('we will call you within 10 minutes');
    expect(mine!.providerMessageId).toMatch(/^ATXid_/);
    expect(mine!.sentAt).toBeInstanceOf(Date);

    const received = await inboxFor([shop!.providerMessageId, mine!.providerMessageId]);
    expect(received.map((m) => m.to).sort()).toEqual([SHOP_PHONE, `+254${mine!.to.slice(1)}`]);
  });

  it("starts each text with the shop's name as the owner set it when the order moved", async () => {
    await app.services.settings.update({ brand: { shopName: 'Amani’s Naturals' } }, { id: adminId });
    try {
      const orderNumber = await place('pay_later');
      await app.services.orders.moveStatus({ orderNumber }, 'confirmed', { adminId });
      await app.services.jobs.drain();
      const texts = (await smsRowsOf(app, orderNumber)).filter((r) => r.recipient === 'customer');
      expect(texts.map((r) => r.message.slice(0, r.message.indexOf(':')))).toEqual([
        "Amani's Naturals",
        "Amani's Naturals",
      ]);
      expect(texts.map((r) => r.message).join('\n')).not.toContain('Heritage Shea');
    } finally {
      await app.services.settings.update({ brand: { shopName: 'Heritage Shea' } }, { id: adminId });
    }
  });

  it("keeps the delivery report on the message, shown with the order's messages", async () => {
    const orderNumber = await place('pay_later');
    await app.services.jobs.drain();
    const reported = await waitFor(async () => {
      const rows = await smsRowsOf(app, orderNumber);
      return rows.every((r) => r.reportedAt) ? rows : undefined;
    }, 'delivery reports');
    expect(reported.map((r) => r.deliveryStatus)).toEqual(['Success', 'Success']);
    const listed = await app.services.notifications.orderMessages(reported[0]!.orderId!);
    expect(listed.map((m) => [m.recipient, m.deliveryStatus])).toEqual([
      ['shop', 'Success'],
      ['customer', 'Success'],
    ]);
  });

  it('sends no text to a customer who opted out, and still alerts the owner', async () => {
    const orderNumber = await place('pay_later', { smsOptOut: true });
    const [row] = await app.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
    expect(row!.smsOptOut).toBe(true);
    await app.services.jobs.drain();
    const sms = await smsRowsOf(app, orderNumber);
    expect(sms.map((r) => [r.recipient, r.state])).toEqual([['shop', 'sent']]);
    // Nor later, when the shop moves the order on.
    await app.services.orders.moveStatus({ orderNumber }, 'confirmed', { adminId });
    await app.services.orders.moveStatus({ orderNumber }, 'processing', { adminId });
    await app.services.orders.moveStatus({ orderNumber }, 'shipped', { adminId, note: 'G4S 123' });
    await app.services.jobs.drain();
    expect((await smsRowsOf(app, orderNumber)).map((r) => r.recipient)).toEqual(['shop']);
  });

  it('texts one phone at most 5 order receipts an hour, and alerts the owner of every order', async () => {
    const phone = freshPhone();
    const orderNumbers: string[] = [];
    for (let i = 0; i < 6; i++) orderNumbers.push(await place('pay_later', { customerPhone: phone }));
    const recipients = await Promise.all(
      orderNumbers.map(async (n) => (await smsRowsOf(app, n)).map((r) => r.recipient).join(',')),
    );
    expect(recipients).toEqual([...Array(5).fill('shop,customer'), 'shop']);
  });

  it('refuses an opt-out that is not true or false, storing nothing', async () => {
    const before = await app.db.select({ id: orders.id }).from(orders);
    const product = await productWithStock(app, 5);
    const response = await postOrder(app, {
      ...customer,
      items: [{ id: product.id, quantity: 1 }],
      paymentMethod: 'pay_later',
      smsOptOut: 'yes',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errors: { smsOptOut: 'smsOptOut must be true or false' } });
    expect(await app.db.select({ id: orders.id }).from(orders)).toHaveLength(before.length);
  });
});

describe('an M-Pesa order', () => {
  it('switched to Pay Later texts the promise and alerts the owner', async () => {
    const product = await productWithStock(app, 50);
    const placed = await postOrder(app, {
      ...customer,
      customerPhone: freshPhone(),
      items: [{ id: product.id, quantity: 1 }],
      paymentMethod: 'mpesa',
    });
    const { orderNumber, paymentToken } = (await placed.json()) as {
      orderNumber: string;
      paymentToken: string;
    };
    const switched = await fetch(`${app.url}/api/orders/${orderNumber}/payment-method`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ paymentMethod: 'pay_later', paymentToken }),
    });
    expect(switched.status).toBe(200);
    await app.services.jobs.drain();
    const rows = await smsRowsOf(app, orderNumber);
    expect(rows.map((r) => r.recipient)).toEqual(['customer', 'shop', 'customer']);
    expect(rows[0]!.message).toContain('Paybill');
    expect(rows[1]!.message).toContain(`Pay Later order ${orderNumber}`);
    expect(rows[2]!.message).toContain('we will call you within 10 minutes');
  });

  it('tells how to pay by Paybill, then confirms with the tracking link once, however often paid', async () => {
    const orderNumber = await place('mpesa');
    await app.services.jobs.drain();
    const [received] = await smsRowsOf(app, orderNumber);
    expect(received!.message).toContain(`Paybill 4123456, account ${orderNumber}`);

    const order = (await app.services.orders.findByNumber(orderNumber))!;
    await app.services.orders.markPaid(order.id, { transactionId: 'QK1SMS0001', actor: 'mpesa' });
    await app.services.orders.markPaid(order.id, { transactionId: 'QK1SMS0001', actor: 'mpesa' });
    await app.services.jobs.drain();
    const rows = await smsRowsOf(app, orderNumber);
    expect(rows).toHaveLength(2);
    expect(rows[1]!.message).toContain(`/track-order?order=${orderNumber}`);
    expect(await inboxFor(rows.map((r) => r.providerMessageId))).toHaveLength(2);
  });

  it('texts shipped with its tracking note, and delivered', async () => {
    const orderNumber = await place('mpesa');
    const order = (await app.services.orders.findByNumber(orderNumber))!;
    await app.services.orders.markPaid(order.id, { transactionId: 'QK1SMS0002', actor: 'mpesa' });
    await app.services.orders.moveStatus({ orderNumber }, 'processing', { adminId });
    await app.services.orders.moveStatus({ orderNumber }, 'shipped', {
      adminId,
      note: 'Sendy rider, ref SD-4471',
    });
    await app.services.orders.moveStatus({ orderNumber }, 'delivered', { adminId });
    await app.services.jobs.drain();
    const texts = (await smsRowsOf(app, orderNumber)).map((r) => r.message);
    expect(texts).toHaveLength(4);
    expect(texts[2]).toBe(
      `Heritage Shea: order ${orderNumber} is on its way. Note: Sendy rider, ref SD-4471`,
    );
    expect(texts[3]).toContain('has been delivered');
  });
});

describe('sending', () => {
  it("gives up at once on a number Africa's Talking refuses for good", async () => {
    const orderNumber = await place('mpesa', { customerPhone: '+254 711 000 403' });
    await app.services.jobs.drain();
    const [row] = await smsRowsOf(app, orderNumber);
    expect(row).toMatchObject({
      state: 'failed',
      failureReason: 'InvalidPhoneNumber',
      providerMessageId: null,
    });
    const [job] = await app.db
      .select()
      .from(backgroundJobs)
      .where(eq(backgroundJobs.key, `sms:${row!.key}`));
    expect(job).toMatchObject({ state: 'done', attempts: 1 });
  });

  it('tries a passing refusal again, and marks the message failed after the last try', async () => {
    const orderNumber = await place('mpesa', { customerPhone: '+254711000405' });
    await app.services.jobs.drain();
    const [row] = await smsRowsOf(app, orderNumber);
    expect(row!.state).toBe('failed');
    expect(row!.failureReason).toContain('InsufficientBalance');
    const [job] = await app.db
      .select()
      .from(backgroundJobs)
      .where(eq(backgroundJobs.key, `sms:${row!.key}`));
    expect(job).toMatchObject({ state: 'dead', attempts: 3 });
  });

  it('sends one message for one event: queued twice, or its job run again', async () => {
    const request = {
      key: 'test-event:twice:customer',
      orderId: null,
      recipient: 'customer' as const,
      to: '+254712000901',
      message: 'once only',
    };
    expect(await enqueueSms(app.db, request)).toBe(true);
    expect(await enqueueSms(app.db, { ...request, message: 'a second copy' })).toBe(false);
    await app.services.jobs.drain();
    // As if a worker died after sending and before finishing the job: it runs again.
    await app.db
      .update(backgroundJobs)
      .set({ state: 'pending', finishedAt: null })
      .where(eq(backgroundJobs.key, 'sms:test-event:twice:customer'));
    await app.services.jobs.drain();
    expect((await simInbox(app)).filter((m) => m.to === '+254712000901').map((m) => m.message)).toEqual([
      'once only',
    ]);
  });

  it('sends each message once when two workers drain the same queue at the same time', async () => {
    const other = createServices({
      db: app.db,
      config: app.config,
      log: { info: () => {}, warn: () => {}, error: () => {} },
      localOrigin: () => app.url,
    });
    const orderNumbers: string[] = [];
    for (let i = 0; i < 6; i++)
      orderNumbers.push(await place('pay_later', { customerPhone: `+25471300010${i}` }));
    await Promise.all([app.services.jobs.drain(), other.jobs.drain(), app.services.jobs.drain()]);
    const inbox = await simInbox(app);
    for (const [i, orderNumber] of orderNumbers.entries()) {
      const rows = await smsRowsOf(app, orderNumber);
      expect(rows.map((r) => r.state)).toEqual(['sent', 'sent']);
      expect(inbox.filter((m) => m.to === `+25471300010${i}`)).toHaveLength(1);
      expect(inbox.filter((m) => m.message.includes(`Pay Later order ${orderNumber}`))).toHaveLength(1);
    }
  });
});

describe('delivery reports', () => {
  const url = () => `${app.url}/api/sms/delivery-reports/${app.config.sms.callbackSecret}`;
  const form = (fields: Record<string, string>) =>
    fetch(url(), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });

  async function sentMessage() {
    const key = `test-event:${Math.random().toString(36).slice(2)}:customer`;
    await enqueueSms(app.db, {
      key,
      orderId: null,
      recipient: 'customer',
      to: '+254711000003',
      message: 'hi',
    });
    await app.services.jobs.drain();
    const [row] = await app.db.select().from(smsMessages).where(eq(smsMessages.key, key));
    return row!;
  }

  it('keeps a final status, and a later non-final report does not undo it', async () => {
    const row = await sentMessage();
    const failed = await form({
      id: row.providerMessageId!,
      status: 'Failed',
      phoneNumber: row.to,
      networkCode: '63902',
      failureReason: 'AbsentSubscriber',
      retryCount: '2',
    });
    expect(failed.status).toBe(200);
    // The simulator's own 'Buffered' for this test number arrives after ours.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const [after] = await app.db.select().from(smsMessages).where(eq(smsMessages.id, row.id));
    expect(after).toMatchObject({ deliveryStatus: 'Failed', failureReason: 'AbsentSubscriber' });
    expect(after!.reportedAt).toBeInstanceOf(Date);
  });

  it('accepts JSON too', async () => {
    const row = await sentMessage();
    const response = await fetch(url(), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: row.providerMessageId, status: 'Success', phoneNumber: row.to }),
    });
    expect(response.status).toBe(200);
    const [after] = await app.db.select().from(smsMessages).where(eq(smsMessages.id, row.id));
    expect(after!.deliveryStatus).toBe('Success');
  });

  it('answers 200 to a report about a message it does not know, and changes nothing', async () => {
    const before = await app.db.select().from(smsMessages).where(like(smsMessages.key, '%'));
    const response = await form({ id: 'ATXid_0000000000000000000000000000dead', status: 'Success' });
    expect(response.status).toBe(200);
    expect(await app.db.select().from(smsMessages).where(like(smsMessages.key, '%'))).toEqual(before);
  });

  it('answers 400 to a body that is not a report, and 404 without the secret', async () => {
    const row = await sentMessage();
    expect((await form({ status: 'Success' })).status).toBe(400);
    expect((await form({ id: row.providerMessageId!, status: '<script>' })).status).toBe(400);
    expect((await form({ id: 'ATXid_\u0000', status: 'Success' })).status).toBe(400);
    const noSecret = await fetch(`${app.url}/api/sms/delivery-reports/not-the-secret-at-all`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ id: row.providerMessageId!, status: 'Failed' }).toString(),
    });
    expect(noSecret.status).toBe(404);
    const [after] = await app.db
      .select()
      .from(smsMessages)
      .where(and(eq(smsMessages.id, row.id), eq(smsMessages.deliveryStatus, 'Failed')));
    expect(after).toBeUndefined();
  });
});

describe("the console's order page", () => {
  it("shows the order's messages: to whom, the text, its state and delivery status", async () => {
    const orderNumber = await place('pay_later');
    await app.services.jobs.drain();
    await waitFor(async () => {
      const rows = await smsRowsOf(app, orderNumber);
      return rows.every((r) => r.deliveryStatus === 'Success') ? rows : undefined;
    }, 'delivery reports');
    const user = await app.services.accounts.findUserByEmail('owner@example.com');
    const loaded = (await orderPage.loader({
      request: new Request(`http://shop.test/admin/orders/${orderNumber}`),
      context: { services: app.services, user, twoFactor: NO_SECOND_STEP } as AppLoadContext,
      params: { orderNumber },
    } as never)) as { textMessages: Parameters<typeof OrderTextMessages>[0]['messages'] };
    expect(loaded.textMessages.map((m) => m.recipient)).toEqual(['shop', 'customer']);
    const html = renderToStaticMarkup(createElement(OrderTextMessages, { messages: loaded.textMessages }));
    expect(html).toContain('To the shop · +254700999888');
    expect(html).toMatch(/To the customer · 07200\d{5}/);
    expect(html).toContain('we will call you within 10 minutes');
    expect(html).toContain('Sent · delivery: Success');
  });

  it('says when an order has no messages, and shows why one was not sent', () => {
    expect(renderToStaticMarkup(createElement(OrderTextMessages, { messages: [] }))).toContain(
      'No text messages for this order.',
    );
    const failed = renderToStaticMarkup(
      createElement(OrderTextMessages, {
        messages: [
          {
            id: 1,
            recipient: 'customer',
            to: '0711000403',
            message: 'Heritage Shea: order HM-1 received',
            state: 'failed',
            deliveryStatus: null,
            failureReason: 'InvalidPhoneNumber',
            createdAt: new Date(),
            sentAt: null,
            reportedAt: null,
          },
        ],
      }),
    );
    expect(failed).toContain('Not sent · InvalidPhoneNumber');
  });
});
