// What the owner's settings change beyond prices: the Pay Later promise and the shop's address in
// the next order's mails and texts, the console's low-stock marks, and the hours after which the
// abandoned-order job cancels unpaid orders. Each is read when used, not when the process started.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditEvents, orders, shopDocuments, shopDocumentVersions } from '../../src/server/db/schema';
import { runAbandonedOrdersBySettings } from '../../src/server/jobs/abandoned-orders';
import { personas, type Caller, type Persona } from '../support/accounts';
import { startTestApp, type TestApp } from '../support/test-app';
import { customer, outbox, postOrder, productWithStock } from './orders-helpers';
import { smsRowsOf } from './sms-helpers';

let app: TestApp;
let as: Record<Persona, Caller>;
const HOUR = 3600_000;
const silent = { info: () => {}, error: () => {} };

beforeAll(async () => {
  app = await startTestApp();
  const { ids: _ids, ...callers } = await personas(app);
  as = callers;
});
afterAll(async () => {
  await app.services.jobs.drain();
  await app.close();
});

beforeEach(async () => {
  await app.db.delete(shopDocumentVersions);
  await app.db.delete(shopDocuments);
  await app.db.delete(auditEvents).where(eq(auditEvents.entityType, 'settings'));
  await app.services.settings.read(); // warm the cache, as a running shop has it
});

async function patch(body: unknown) {
  const response = await as.admin.send('PATCH', '/api/admin/settings', body);
  expect(response.status, await response.clone().text()).toBe(200);
}

async function place(paymentMethod: 'mpesa' | 'pay_later', email = customer.customerEmail) {
  const product = await productWithStock(app, 100);
  const response = await postOrder(app, {
    ...customer,
    customerEmail: email,
    paymentMethod,
    items: [{ id: product.id, quantity: 1 }],
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { orderNumber: string }).orderNumber;
}

describe('the Pay Later promise and the shop address in mails and texts', () => {
  it('quotes the minutes and the address the owner set in the next order, not an earlier one', async () => {
    const before = await place('pay_later', 'before@example.com');
    await patch({ payLater: { callWithinMinutes: 25 }, store: { email: 'orders@heritage.example' } });
    const after = await place('pay_later', 'after@example.com');

    const mails = await outbox(app);
    const customerMail = mails.find((m) => m.to === 'after@example.com' && m.subject.includes(after))!;
    expect(customerMail.subject).toBe(`Order ${after} received: we will call you within 25 minutes`);
    expect(customerMail.text).toContain('we will call you within 25 minutes to arrange payment');
    expect(customerMail.text).toContain('write to orders@heritage.example');
    expect(customerMail.replyTo).toBe('orders@heritage.example');
    const alert = mails.find((m) => m.subject.startsWith(`Pay Later order ${after}`))!;
    expect(alert.subject).toContain('call the customer within 25 minutes');
    expect(alert.text).toContain('Call the customer within 25 minutes');

    const texts = (await smsRowsOf(app, after)).map((row) => row.message);
    expect(texts.some((t) => t.includes('Call') && t.includes('within 25 minutes'))).toBe(true);
    const [row] = await app.db.select().from(orders).where(eq(orders.orderNumber, after));
    expect(row!.notes).toContain('within 25 minutes');

    // The earlier order was told what the settings said when it was placed.
    const earlier = mails.find((m) => m.to === 'before@example.com' && m.subject.includes(before))!;
    expect(earlier.subject).toContain('within 10 minutes');
    expect((await smsRowsOf(app, before)).every((r) => !r.message.includes('25 minutes'))).toBe(true);
  });

  it('gives the Paybill number the owner set in the M-Pesa order text', async () => {
    await patch({ store: { paybillNumber: '987654' } });
    const orderNumber = await place('mpesa');
    const texts = (await smsRowsOf(app, orderNumber)).map((row) => row.message);
    expect(texts.some((t) => t.includes(`Paybill 987654, account ${orderNumber}`))).toBe(true);
  });
});

describe('the low-stock threshold', () => {
  it("marks the console's products and Today's list by the threshold the owner set", async () => {
    const product = await productWithStock(app, 8);
    const low = async () =>
      (
        (await (await as.admin.get('/api/admin/products?filter=low')).json()) as {
          products: { id: number; lowStock: boolean }[];
        }
      ).products.some((p) => p.id === product.id);
    const onToday = async () =>
      (await app.services.console.today()).lowStock.some((p) => p.id === product.id);
    const marked = async () =>
      ((await (await as.admin.get(`/api/admin/products/${product.id}`)).json()) as { lowStock: boolean })
        .lowStock;

    expect([await low(), await onToday(), await marked()]).toEqual([false, false, false]);
    await patch({ stock: { lowStockThreshold: 10 } });
    expect([await low(), await onToday(), await marked()]).toEqual([true, true, true]);
    await patch({ stock: { lowStockThreshold: 3 } });
    expect([await low(), await onToday(), await marked()]).toEqual([false, false, false]);
  });
});

describe('the abandoned-order job', () => {
  it('cancels by the hours the settings hold at each run', async () => {
    const unpaid = await place('mpesa');
    const payLater = await place('pay_later');
    const job = { orders: app.services.orders, settings: app.services.settings, log: silent };
    const in3Hours = new Date(Date.now() + 3 * HOUR);

    // Earlier tests' unpaid orders are cancelled too: only these two are looked at.
    const cancelled = async () =>
      (await runAbandonedOrdersBySettings(job, in3Hours)).filter((n) => n === unpaid || n === payLater);

    // The defaults (24 hours unpaid, 48 hours for Pay Later) keep both.
    expect(await cancelled()).toEqual([]);

    await patch({ orders: { abandonedAfterHours: 2 } });
    expect(await cancelled()).toEqual([unpaid]);
    expect((await app.services.orders.findByNumber(payLater))!.status).toBe('pending_payment');

    await patch({ payLater: { holdHours: 2 } });
    expect(await cancelled()).toEqual([payLater]);
  });
});
