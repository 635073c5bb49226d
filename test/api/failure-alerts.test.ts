// The owner is told when mails, texts, tax invoices or M-Pesa prompts keep failing: the console's
// Today page lists the channel, and one text and one mail go to the owner per incident, however
// many checks (and processes) find the failures; the alert ends once the channel works again.
// Failures are caused as they happen in a shop, on the simulators: texts and prompts refused, a mail
// server that is not there, KRA out of reach.
import { eq, like } from 'drizzle-orm';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FailingChannel } from '../../src/core/failure-alerts';
import { formatShopDateTime } from '../../src/core/shop-time';
import { smsSegments } from '../../src/core/sms-length';
import { backgroundJobs, smsMessages, taxInvoices } from '../../src/server/db/schema';
import { createEtimsClient } from '../../src/server/integrations/etims/client';
import { runFailureAlerts } from '../../src/server/jobs/failure-alerts';
import { createJobQueue, createJobRunner } from '../../src/server/services/jobs';
import { TAX_INVOICE_JOB, taxInvoiceJobHandler } from '../../src/server/services/tax-invoices';
import { FailingChannels } from '../../src/web/components/admin/failing-channels';
import { startTestApp, type TestApp } from '../support/test-app';
import { insertOrder, post, proofOf } from './mpesa-helpers';
import { customer, outbox, postOrder, productWithStock } from './orders-helpers';

const SHOP_PHONE = '+254700555321';
// The simulated network refuses texts to these numbers for good (InvalidPhoneNumber, UserInBlacklist)...
const REFUSED_PHONE = '0711000403';
const BLACKLISTED_PHONE = '0711000406';
// ...and to this one for want of credit, to be tried again later (InsufficientBalance).
const OUT_OF_CREDIT_PHONE = '+254711000405';
// The simulated Daraja refuses a prompt to this number (500.001.1001, the code of a wrong passkey too).
const REFUSED_PROMPT_PHONE = '0700005001';
const quiet = { info() {}, warn() {}, error() {} };

async function place(app: TestApp, paymentMethod: 'mpesa' | 'pay_later', customerPhone: string) {
  const product = await productWithStock(app, 50);
  const response = await postOrder(app, {
    ...customer,
    customerPhone,
    items: [{ id: product.id, quantity: 1 }],
    paymentMethod,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { orderNumber: string }).orderNumber;
}

/** The owner's alert texts and the alert mails queued or sent, read from the database. */
async function alertsToOwner(app: TestApp) {
  const texts = await app.db.select().from(smsMessages).where(like(smsMessages.key, 'alert:%'));
  const mails = await app.db.select().from(backgroundJobs).where(like(backgroundJobs.key, 'mail:alert:%'));
  return { texts, mails };
}

/** The Today page's alert panel as the console renders it. */
function todayAlerts(failing: FailingChannel[]): string {
  const Stub = createRoutesStub([
    { path: '/', Component: () => createElement(FailingChannels, { failing }) },
  ]);
  return renderToStaticMarkup(createElement(Stub));
}

const check = (app: TestApp) => runFailureAlerts({ alerts: app.services.alerts, log: quiet });

describe('texts that keep failing', () => {
  let app: TestApp;
  let shopEmail: string;

  beforeAll(async () => {
    app = await startTestApp({
      env: {
        AT_USERNAME: 'simulated',
        AT_SIM_REPORT_DELAY_MS: '0',
        // The account is out of credit for the owner's number too: the owner's texts wait to be
        // tried again (in ten minutes, beyond the test), and nothing gets through meanwhile.
        SHOP_SMS_PHONE: OUT_OF_CREDIT_PHONE,
        SMS_RETRY_DELAY_MS: '600000',
      },
    });
    shopEmail = (await app.services.settings.read()).store.email;
  });
  afterAll(async () => {
    await app.services.jobs.drain();
    await app.close();
  });

  it('are no alert below three failures', async () => {
    for (let i = 0; i < 2; i++) await place(app, 'mpesa', REFUSED_PHONE);
    await app.services.jobs.drain();
    expect((await check(app)).opened).toEqual([]);
    expect((await app.services.console.today()).failing).toEqual([]);
    expect(await alertsToOwner(app)).toEqual({ texts: [], mails: [] });
  });

  it('show on Today and reach the owner once, across checks and processes, while they go on', async () => {
    await place(app, 'mpesa', REFUSED_PHONE);
    await app.services.jobs.drain();
    // Two processes' checks at once: one opens the incident and tells the owner.
    const [first, second] = await Promise.all([check(app), check(app)]);
    expect([...first.opened, ...second.opened]).toEqual(['sms']);
    const { failing } = await app.services.console.today();
    expect(failing).toEqual([
      { channel: 'sms', failures: 3, since: expect.any(Date), lastFailureAt: expect.any(Date) },
    ]);
    const page = todayAlerts(failing);
    expect(page).toContain('<h2 id="failing-heading"');
    expect(page).toContain('Text messages are failing');
    expect(page).toContain(
      `Since ${formatShopDateTime(failing[0]!.since)}: 3 texts refused or not delivered in the last hour`,
    );
    let told = await alertsToOwner(app);
    expect(told.texts).toHaveLength(1);
    expect(told.texts[0]).toMatchObject({ to: OUT_OF_CREDIT_PHONE, recipient: 'shop', orderId: null });
    expect(told.texts[0]!.message).toBe(
      `Shop alert: Text messages are failing (3 texts refused or not delivered in the last hour). ${app.config.publicUrl}/admin`,
    );
    expect(smsSegments(told.texts[0]!.message)).toBe(1);
    expect(told.mails).toHaveLength(1);

    // The failures go on: the next check keeps the one alert and its count up to date.
    await place(app, 'mpesa', REFUSED_PHONE);
    await app.services.jobs.drain();
    expect(await check(app)).toEqual({ opened: [], resolved: [] });
    expect((await app.services.console.today()).failing).toEqual([
      expect.objectContaining({ channel: 'sms', failures: 4 }),
    ]);
    told = await alertsToOwner(app);
    expect([told.texts.length, told.mails.length]).toEqual([1, 1]);
    const mails = (await outbox(app)).filter((mail) => mail.subject === 'Alert: Text messages are failing');
    expect(mails.map((mail) => mail.to)).toEqual([shopEmail]);
    expect(mails[0]!.text).toContain("Check the Africa's Talking balance, the API key and the sender ID.");
    expect(mails[0]!.text).toContain(`${app.config.publicUrl}/admin`);
  });

  it('end once a text gets through, and the failures before are not counted again', async () => {
    await place(app, 'mpesa', '0712300400');
    await app.services.jobs.drain();
    expect(await check(app)).toEqual({ opened: [], resolved: ['sms'] });
    expect((await app.services.console.today()).failing).toEqual([]);
    expect(await check(app)).toEqual({ opened: [], resolved: [] });
    expect((await alertsToOwner(app)).texts).toHaveLength(1);

    // Failures after the end count afresh: one is no alert, three are a new one, told anew.
    await place(app, 'mpesa', BLACKLISTED_PHONE);
    await app.services.jobs.drain();
    expect(await check(app)).toEqual({ opened: [], resolved: [] });
    for (let i = 0; i < 2; i++) await place(app, 'mpesa', BLACKLISTED_PHONE);
    await app.services.jobs.drain();
    expect(await check(app)).toEqual({ opened: ['sms'], resolved: [] });
    expect((await app.services.console.today()).failing).toEqual([
      expect.objectContaining({ channel: 'sms', failures: 3 }),
    ]);
    expect((await alertsToOwner(app)).texts).toHaveLength(2);
  });
});

describe('tax invoices that keep failing', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ env: { SHOP_SMS_PHONE: SHOP_PHONE } });
  });
  afterAll(async () => {
    await app.services.jobs.drain();
    await app.close();
  });

  it('open an alert while KRA cannot be reached, ended when the retried invoices are issued', async () => {
    const failingFetch: typeof fetch = async (input, init) => {
      if (String(input).endsWith('/saveTrnsSalesOsdc')) throw new TypeError('fetch failed');
      return fetch(input, init);
    };
    const invoices = (fetchFn: typeof fetch) =>
      createJobRunner({
        queue: createJobQueue(app.db),
        handlers: {
          [TAX_INVOICE_JOB]: taxInvoiceJobHandler({
            db: app.db,
            client: createEtimsClient({
              baseUrl: () => `${app.url}/__sim/etims`,
              tokenUrl: () => `${app.url}/__sim/etims/v1/token/generate`,
              consumerKey: app.config.etims.consumerKey,
              consumerSecret: app.config.etims.consumerSecret,
              fetch: fetchFn,
            }),
            settings: app.services.settings,
            cmcKey: null,
            sendLeaseMs: 500,
            batch: 25,
            retry: { attempts: 2, firstDelayMs: 10 },
          }),
        },
        log: quiet,
      });
    await app.services.jobs.drain();
    for (const id of ['QALERT0001', 'QALERT0002']) {
      const order = await insertOrder(app);
      await app.services.orders.markPaid(order.id, { transactionId: id, actor: 'mpesa' });
    }
    await invoices(failingFetch).drain();
    const failed = await app.db.select().from(taxInvoices).where(eq(taxInvoices.state, 'failed'));
    expect(failed.length).toBeGreaterThanOrEqual(2);

    expect((await check(app)).opened).toEqual(['etims']);
    expect((await app.services.console.today()).failing).toEqual([
      expect.objectContaining({ channel: 'etims', failures: failed.length }),
    ]);
    const told = await alertsToOwner(app);
    expect(
      told.texts.filter((text) => text.message.includes('Tax invoices are not reaching KRA')),
    ).toHaveLength(1);

    // KRA answers again: the owner's retry issues the invoices.
    const { user } = await app.services.accounts.createOrPromoteAdmin({
      email: 'owner@example.com',
      password: 'admin password long',
    });
    for (const invoice of failed) await app.services.taxInvoices.retry(invoice.id, user.id);
    await invoices(fetch).drain();
    expect((await check(app)).resolved).toEqual(['etims']);
    expect((await app.services.console.today()).failing).toEqual([]);
  });
});

describe('mails and M-Pesa prompts that keep failing', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({
      env: {
        // Nothing listens on port 1: every mail is refused, and given up on at its first try.
        SMTP_URL: 'smtp://127.0.0.1:1',
        MAIL_RETRY_ATTEMPTS: '1',
        SHOP_SMS_PHONE: SHOP_PHONE,
      },
    });
  });
  afterAll(async () => {
    await app.services.jobs.drain();
    await app.close();
  });

  it('open an alert each, told to the owner by text and mail', async () => {
    // A Pay Later order mails the shop and the customer: two mails given up on.
    await place(app, 'pay_later', '0712345678');
    for (let i = 0; i < 3; i++) {
      const orderNumber = await place(app, 'mpesa', '0712345678');
      const response = await post(app, '/api/mpesa/stk-push', {
        phoneNumber: REFUSED_PROMPT_PHONE,
        orderReference: orderNumber,
        ...(await proofOf(app, orderNumber)),
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ success: false });
    }
    await app.services.jobs.drain();

    const outcome = await check(app);
    expect(outcome.opened.sort()).toEqual(['mail', 'mpesa']);
    const failing = (await app.services.console.today()).failing;
    expect(failing.map((alert) => [alert.channel, alert.failures]).sort()).toEqual([
      ['mail', 2],
      ['mpesa', 3],
    ]);
    expect(todayAlerts(failing)).toMatch(
      /<a [^>]*href="\/mpesa-test"[^>]*>Test the connection to M-Pesa<\/a>/,
    );
    const told = await alertsToOwner(app);
    expect(told.texts.map((text) => text.message).sort()).toEqual([
      `Shop alert: M-Pesa payment prompts are failing (3 prompts refused by Safaricom or not sent in the last hour). ${app.config.publicUrl}/admin`,
      `Shop alert: Mails are not going out (2 mails given up on after every try in the last hour). ${app.config.publicUrl}/admin`,
    ]);
    expect(told.mails).toHaveLength(2);
    expect((await check(app)).opened).toEqual([]);
    expect((await alertsToOwner(app)).texts).toHaveLength(2);
  });
});
