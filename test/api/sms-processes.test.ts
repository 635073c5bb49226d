// Text messages with two app processes on one PostgreSQL database, each working the job queue as
// a deployment's processes do: the first in the test's own process, the second in a Node process
// of its own. Every order event's text is sent once, by whichever worker claims it. Each process
// sends through its own Africa's Talking simulator, so the two inboxes together are every phone.
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toInternationalPhone } from '../../src/core/sms-phone';
import { orders, smsMessages } from '../../src/server/db/schema';
import { sharedDatabase, type AppProcess, type SharedDatabase } from '../support/shared-database';
import type { TestApp } from '../support/test-app';
import { customer, productWithStock } from './orders-helpers';
import { simInbox } from './sms-helpers';

const onPostgres = process.env.TEST_DB === 'postgres';
const ORDERS = 20;
const SHOP_PHONE = '+254700999888';
const SENT_WITHIN_MS = 60_000;

describe.runIf(onPostgres)('text messages from two app processes', () => {
  let shop: SharedDatabase;
  let first: TestApp;
  let second: AppProcess;

  beforeAll(async () => {
    shop = await sharedDatabase({
      env: {
        AT_USERNAME: 'simulated',
        AT_SIM_REPORT_DELAY_MS: '50',
        SHOP_SMS_PHONE: SHOP_PHONE,
        // All orders come from one address and one email, and stay unpaid (Pay Later).
        ORDERS_PER_ADDRESS_PER_HOUR: '1000',
        ORDERS_PER_EMAIL_PER_HOUR: '1000',
        UNPAID_UNITS_PER_PRODUCT: '1000',
      },
    });
    [first, second] = await Promise.all([
      shop.startApp({ backgroundWork: true }),
      shop.startProcess({ backgroundWork: true }),
    ]);
  });

  afterAll(() => shop?.close());

  async function placePayLater(app: Pick<TestApp, 'url'>, productId: number, i: number) {
    const response = await fetch(`${app.url}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        ...customer,
        // A phone each: a phone gets only a few order texts an hour.
        customerPhone: `07210${String(i).padStart(5, '0')}`,
        items: [{ id: productId, quantity: 1 }],
        paymentMethod: 'pay_later',
      }),
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { orderNumber: string }).orderNumber;
  }

  async function textsOf(orderNumbers: string[]) {
    const placed = await first.db
      .select({ id: orders.id })
      .from(orders)
      .where(inArray(orders.orderNumber, orderNumbers));
    expect(placed).toHaveLength(orderNumbers.length);
    const ids = placed.map((order) => order.id);
    return first.db.select().from(smsMessages).where(inArray(smsMessages.orderId, ids));
  }

  /** Polls until no text of these orders is still queued (the workers run on their own). */
  async function untilSettled(orderNumbers: string[]) {
    const deadline = Date.now() + SENT_WITHIN_MS;
    for (;;) {
      const rows = await textsOf(orderNumbers);
      if (rows.length > 0 && rows.every((row) => row.state !== 'queued')) return rows;
      if (Date.now() > deadline) throw new Error('the texts were not all sent in time');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it(`sends each of ${ORDERS} Pay Later orders' two texts once, whichever process claims them`, async () => {
    const product = await productWithStock(first, 100);
    const orderNumbers = await Promise.all(
      Array.from({ length: ORDERS }, (_, i) => placePayLater(i % 2 === 0 ? first : second, product.id, i)),
    );

    const rows = await untilSettled(orderNumbers);
    expect(rows.filter((row) => row.state !== 'sent')).toEqual([]);
    // One row per event key: a customer text and an owner alert for each order's placing.
    expect(rows).toHaveLength(2 * ORDERS);
    expect(new Set(rows.map((row) => row.key)).size).toBe(rows.length);
    for (const row of rows) expect(row.key).toMatch(/^order-event:\d+:(customer|shop)$/);
    const recipientsOf = (orderId: number | null) =>
      rows.filter((row) => row.orderId === orderId).map((row) => row.recipient);
    expect(new Set(rows.map((row) => row.orderId)).size).toBe(ORDERS);
    for (const row of rows) expect(recipientsOf(row.orderId).sort()).toEqual(['customer', 'shop']);

    // The phones: every message accepted once, by one of the two simulators.
    const [firstInbox, secondInbox] = await Promise.all([simInbox(first), simInbox(second)]);
    const accepted = [...firstInbox, ...secondInbox];
    expect(accepted.map((m) => m.messageId).sort()).toEqual(rows.map((row) => row.providerMessageId).sort());
    const sameText = (to: string, message: string) =>
      accepted.filter((m) => m.to === to && m.message === message);
    for (const row of rows) expect(sameText(toInternationalPhone(row.to), row.message)).toHaveLength(1);
    // Both workers hear every enqueue's notice and race for 40 jobs, a batch of 5 at a time: each
    // claims some (runs split from 9/31 to 27/16), so the once-only rule was put to the test.
    expect(firstInbox.length).toBeGreaterThan(0);
    expect(secondInbox.length).toBeGreaterThan(0);
  });
});
