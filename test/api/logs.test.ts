// Log lines leave the shop (hosting, log services), so they must not carry customers' personal
// data: not in request URLs, not in mail subjects, not in the values of a failed SQL query.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app';
import { customer, postOrder, productWithStock } from './orders-helpers';

interface LogLine {
  msg: string;
  req?: { url: string };
  subject?: string;
  err?: { type: string; message: string; stack: string; code?: string; params?: unknown };
}

let app: TestApp;
let logged: string[] = [];
const lines = () => logged.map((line) => JSON.parse(line) as LogLine);

const personalData = [
  customer.customerName,
  customer.customerName.split(' ')[0]!,
  customer.customerPhone,
  customer.customerPhone.slice(1),
  customer.deliveryAddress,
  customer.customerEmail,
  customer.customerEmail.split('@')[0]!,
  encodeURIComponent(customer.customerEmail),
];

function expectNoPersonalData() {
  const text = logged.join('\n');
  for (const value of personalData) expect(text).not.toContain(value);
}

beforeAll(async () => {
  app = await startTestApp({
    env: { LOG_LEVEL: 'info', SHOP_EMAIL: 'orders@shop.example', MAIL_RETRY_DELAY_MS: '10' },
    logStream: { write: (line) => void logged.push(line) },
  });
});
afterAll(async () => {
  await app.services.jobs.drain();
  await app.close();
});

describe('the log', () => {
  it('records the path of a tracking lookup without its query', async () => {
    logged = [];
    const query = new URLSearchParams({ orderNumber: 'HM-00000000', email: customer.customerEmail });
    const response = await fetch(`${app.url}/api/orders/track?${query}`);
    expect(response.status).toBe(404);
    await response.arrayBuffer();
    const urls = lines().flatMap((line) => (line.req ? [line.req.url] : []));
    expect(urls).toEqual(['/api/orders/track']);
    expectNoPersonalData();
  });

  it("records a Pay Later order's mails by order number, without the customer's name or phone", async () => {
    logged = [];
    const product = await productWithStock(app, 5);
    const response = await postOrder(app, {
      ...customer,
      items: [{ id: product.id, quantity: 1 }],
      paymentMethod: 'pay_later',
    });
    expect(response.status).toBe(201);
    const { orderNumber } = (await response.json()) as { orderNumber: string };
    await app.services.jobs.drain();
    const mailLines = lines().filter((line) => line.msg === 'mail sent');
    expect(mailLines).toHaveLength(2);
    for (const line of mailLines) expect(line.subject).toContain(orderNumber);
    expectNoPersonalData();
  });

  it('records a failed query with its SQL and error code but none of its values', async () => {
    // The database refuses this customer's new order, as a broken constraint would in production.
    const name = sql.raw(`'${customer.customerName}'`);
    await app.db.execute(
      sql`alter table orders add constraint logs_test_refuse check (customer_name <> ${name}) not valid`,
    );
    try {
      logged = [];
      const product = await productWithStock(app, 5);
      const response = await postOrder(app, {
        ...customer,
        items: [{ id: product.id, quantity: 1 }],
        paymentMethod: 'pay_later',
      });
      expect(response.status).toBe(500);
      const failed = lines().find((line) => line.err?.message.startsWith('Failed query'));
      expect(failed?.err).toMatchObject({
        message: expect.stringMatching(/^Failed query: insert into "orders"/),
        code: '23514',
      });
      expect(failed?.err?.stack).toMatch(/^\w*Error: Failed query: insert into "orders"[^\n]*\n\s+at /);
      expect(failed?.err).not.toHaveProperty('params');
      expectNoPersonalData();
    } finally {
      await app.db.execute(sql`alter table orders drop constraint logs_test_refuse`);
    }
  });
});
