// Nobody can hold the shop's stock or flood an inbox by placing orders in bulk: orders per address
// and per email, a per-line cap, Pay Later holds that lapse, and customer mails per recipient.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAbandonedOrders } from '../../src/server/jobs/abandoned-orders';
import { startTestApp, type TestApp } from '../support/test-app';
import { customer, outbox, postOrder, productWithStock, stockOf } from './orders-helpers';

const HOUR = 3600_000;
const silent = { info: () => {}, error: () => {} };
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({
    env: {
      ORDERS_PER_EMAIL_PER_HOUR: '3',
      ORDER_LINE_MAX_QUANTITY: '5',
      MAIL_RETRY_DELAY_MS: '10',
      SHOP_EMAIL: 'orders@shop.example',
    },
  });
});
afterAll(async () => {
  await app.services.jobs.drain();
  await app.close();
});

const orderCount = async () => (await app.services.orders.search({})).total;

async function order(email: string, quantity = 1, paymentMethod = 'mpesa', key?: string) {
  const product = await productWithStock(app, 100);
  return postOrder(
    app,
    { ...customer, customerEmail: email, items: [{ id: product.id, quantity }], paymentMethod },
    key,
  );
}

describe('orders per email and per address', () => {
  it('refuses a fourth order from one email within the hour, whatever its case, storing nothing', async () => {
    for (const email of ['amina@example.com', 'AMINA@example.com', 'amina@EXAMPLE.com']) {
      expect((await order(email)).status).toBe(201);
    }
    const before = await orderCount();
    const over = await order('Amina@Example.com');
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect((await over.json()).message).toContain('several orders in a short time');
    expect(await orderCount()).toBe(before);
  });

  it('does not count a retry that answers the same order', async () => {
    const first = await order('baraka@example.com', 1, 'mpesa', 'retry-key');
    for (let i = 0; i < 5; i++)
      expect((await order('baraka@example.com', 1, 'mpesa', 'retry-key')).status).toBe(200);
    expect(first.status).toBe(201);
    expect((await order('baraka@example.com')).status).toBe(201);
  });

  it('refuses orders from one address past its limit, whatever the emails', async () => {
    const own = await startTestApp({ env: { ORDERS_PER_ADDRESS_PER_HOUR: '2' } });
    try {
      const product = await productWithStock(own, 100);
      const place = (email: string) =>
        postOrder(own, {
          ...customer,
          customerEmail: email,
          items: [{ id: product.id, quantity: 1 }],
          paymentMethod: 'mpesa',
        });
      expect((await place('chebet@example.com')).status).toBe(201);
      expect((await place('dalmas@example.com')).status).toBe(201);
      expect((await place('eunice@example.com')).status).toBe(429);
      expect((await own.services.orders.search({})).total).toBe(2);
    } finally {
      await own.close();
    }
  });
});

describe('the per-line cap', () => {
  it('refuses more of one product than the cap, naming the line, and stores nothing', async () => {
    const limited = await startTestApp({ env: { ORDER_LINE_MAX_QUANTITY: '5' } });
    try {
      const product = await productWithStock(limited, 100);
      const response = await postOrder(limited, {
        ...customer,
        items: [{ id: product.id, quantity: 6 }],
        paymentMethod: 'pay_later',
      });
      expect(response.status).toBe(400);
      expect((await response.json()).errors['items.0']).toBe(
        `You can order at most 5 of ${product.name} at once. For more, please contact us or apply as a reseller.`,
      );
      expect(await stockOf(limited, product.id)).toBe(100);
      expect((await limited.services.orders.search({})).total).toBe(0);
      const five = await postOrder(limited, {
        ...customer,
        items: [{ id: product.id, quantity: 5 }],
        paymentMethod: 'pay_later',
      });
      expect(five.status).toBe(201);
    } finally {
      await limited.close();
    }
  });
});

describe('out of stock', () => {
  it('says only a few are left, never how many', async () => {
    const own = await startTestApp();
    try {
      const product = await productWithStock(own, 3);
      const response = await postOrder(own, {
        ...customer,
        items: [{ id: product.id, quantity: 4 }],
        paymentMethod: 'mpesa',
      });
      expect(response.status).toBe(409);
      const body = (await response.json()) as { message: string; errors: Record<string, string> };
      expect(body.errors['items.0']).toBe(
        `Only a few of ${product.name} (${product.size}) are left. Please lower the quantity.`,
      );
      expect(JSON.stringify(body)).not.toMatch(/\b3\b/);
    } finally {
      await own.close();
    }
  });
});

describe('Pay Later holds', () => {
  it('cancels a Pay Later order the shop has not confirmed in time, restocks it and tells the customer', async () => {
    const own = await startTestApp({ env: { MAIL_RETRY_DELAY_MS: '10' } });
    try {
      const product = await productWithStock(own, 10);
      const place = async () => {
        const response = await postOrder(own, {
          ...customer,
          customerEmail: 'esther@example.com',
          items: [{ id: product.id, quantity: 2 }],
          paymentMethod: 'pay_later',
        });
        return ((await response.json()) as { orderNumber: string }).orderNumber;
      };
      const lapsing = await place();
      const confirmed = await place();
      const placed = (await own.services.orders.findByNumber(confirmed))!;
      await own.services.orders.markPaid(placed.id, { transactionId: 'CASH-1', actor: 'admin' });
      expect(await stockOf(own, product.id)).toBe(6);

      const job = {
        orders: own.services.orders,
        abandonedAfterMs: 24 * HOUR,
        payLaterHoldMs: 48 * HOUR,
        log: silent,
      };
      expect(await runAbandonedOrders(job, new Date(Date.now() + 47 * HOUR))).toEqual([]);
      expect(await runAbandonedOrders(job, new Date(Date.now() + 49 * HOUR))).toEqual([lapsing]);

      expect((await own.services.orders.findByNumber(lapsing))!.status).toBe('cancelled');
      expect((await own.services.orders.findByNumber(confirmed))!.status).toBe('confirmed');
      expect(await stockOf(own, product.id)).toBe(8);
      const tracked = await own.services.orders.track(lapsing, 'esther@example.com');
      expect(tracked!.history.map((h) => h.status)).toEqual(['pending_payment', 'cancelled']);
      const mails = (await outbox(own)).filter((m) => m.subject === `Order ${lapsing} cancelled`);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ to: 'esther@example.com' });
      expect(mails[0]!.text).toContain('could not confirm it with you in time');
    } finally {
      await own.close();
    }
  });

  it('keeps Pay Later orders when no hold is configured for the job', async () => {
    const own = await startTestApp();
    try {
      const product = await productWithStock(own, 10);
      const response = await postOrder(own, {
        ...customer,
        items: [{ id: product.id, quantity: 1 }],
        paymentMethod: 'pay_later',
      });
      const { orderNumber } = (await response.json()) as { orderNumber: string };
      const job = { orders: own.services.orders, abandonedAfterMs: 24 * HOUR, log: silent };
      expect(await runAbandonedOrders(job, new Date(Date.now() + 1000 * HOUR))).toEqual([]);
      expect((await own.services.orders.findByNumber(orderNumber))!.status).toBe('pending_payment');
    } finally {
      await own.close();
    }
  });
});

describe('customer mails per recipient', () => {
  it('sends one address at most five Pay Later mails an hour, while the shop hears of every order', async () => {
    const own = await startTestApp({ env: { MAIL_RETRY_DELAY_MS: '10', SHOP_EMAIL: 'orders@shop.example' } });
    try {
      const product = await productWithStock(own, 100);
      const numbers: string[] = [];
      for (let i = 0; i < 7; i++) {
        const response = await postOrder(own, {
          ...customer,
          customerEmail: i % 2 ? 'VICTIM@example.com' : 'victim@example.com',
          customerName: `Spam text number ${i}`,
          items: [{ id: product.id, quantity: 1 }],
          paymentMethod: 'pay_later',
        });
        expect(response.status).toBe(201);
        numbers.push(((await response.json()) as { orderNumber: string }).orderNumber);
      }
      const mails = await outbox(own);
      expect(mails.filter((m) => m.to.toLowerCase() === 'victim@example.com')).toHaveLength(5);
      expect(mails.filter((m) => m.to === 'orders@shop.example')).toHaveLength(7);
      expect((await own.services.orders.search({})).total).toBe(7);
    } finally {
      await own.close();
    }
  });
});
