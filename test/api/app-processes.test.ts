// Two app processes on one PostgreSQL database, as behind a load balancer: the first runs in the
// test's own process (its services set the scene), the second in a Node process of its own, so the
// two share nothing but the database. PGlite lives inside one process, so this runs on PostgreSQL.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { callerFor, sessionCookieOf, signIn, type Caller } from '../support/accounts';
import { sharedDatabase, type AppProcess, type SharedDatabase } from '../support/shared-database';
import type { TestApp } from '../support/test-app';
import { orders, stockReturns } from '../../src/server/db/schema';
import { customer, productWithStock, stockOf } from './orders-helpers';

const onPostgres = process.env.TEST_DB === 'postgres';
const PASSWORD = 'admin password long';
const ORDERS_PER_ADDRESS = 4;

describe.runIf(onPostgres)('two app processes on one database', () => {
  let shop: SharedDatabase;
  let first: TestApp;
  let second: AppProcess;
  let nextAccount = 0;
  let nextAddress = 0;

  beforeAll(async () => {
    shop = await sharedDatabase({
      env: {
        // Both stand behind one proxy, which names the client (the limits count per address).
        TRUST_PROXY: '1',
        ORDERS_PER_ADDRESS_PER_HOUR: String(ORDERS_PER_ADDRESS),
        ORDERS_PER_EMAIL_PER_HOUR: '10000',
        UNPAID_UNITS_PER_PRODUCT: '10',
        // A process with background work looks for lapsed short holds every 1.2 s.
        SURPLUS_HOLD_CHECK_MINUTES: '0.02',
      },
    });
    [first, second] = await Promise.all([shop.startApp(), shop.startProcess()]);
  });

  afterAll(() => shop?.close());

  async function admin() {
    const email = `owner${++nextAccount}@example.com`;
    await first.services.accounts.createOrPromoteAdmin({ email, password: PASSWORD });
    return email;
  }

  const freshAddress = () => `198.51.100.${++nextAddress}`;
  const both = (i: number) => (i % 2 === 0 ? first : second);

  async function statusesOf(requests: Promise<Response>[]) {
    const answers = await Promise.all(requests);
    await Promise.all(answers.map((answer) => answer.arrayBuffer()));
    return answers.map((answer) => answer.status);
  }

  const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

  describe('sessions', () => {
    it('a session made on either process signs in on the other', async () => {
      const email = await admin();
      const madeOnSecond = await signIn(second, email, PASSWORD);
      const onFirst = await callerFor(first, madeOnSecond.cookie).get('/api/auth/user');
      expect(onFirst.status).toBe(200);
      expect(await onFirst.json()).toMatchObject({ email, role: 'admin' });

      const madeOnFirst = await signIn(first, email, PASSWORD);
      const onSecond = await callerFor(second, madeOnFirst.cookie).get('/api/auth/user');
      expect(onSecond.status).toBe(200);
      expect(await onSecond.json()).toMatchObject({ email });
    });

    it('signing out on one process ends the session on the other', async () => {
      const email = await admin();
      const session = await signIn(first, email, PASSWORD);
      expect((await callerFor(second, session.cookie).get('/api/auth/user')).status).toBe(200);
      expect((await callerFor(first, session.cookie).post('/api/auth/logout')).status).toBe(200);
      expect((await callerFor(second, session.cookie).get('/api/auth/user')).status).toBe(401);
    });

    it('a made-up session is refused by both', async () => {
      const forged = `shop_session=${'a'.repeat(43)}`;
      expect((await callerFor(first, forged).get('/api/auth/user')).status).toBe(401);
      expect((await callerFor(second, forged).get('/api/auth/user')).status).toBe(401);
    });
  });

  describe('limits', () => {
    const login = (app: Pick<TestApp, 'url'>, email: string, password: string, address: string) =>
      fetch(`${app.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ email, password }),
      });

    it('counts sign-in failures once: 12 guesses spread over both get 5 answers, the rest 429', async () => {
      const email = await admin();
      const address = freshAddress();
      const statuses = await statusesOf(
        Array.from({ length: 12 }, (_, i) => login(both(i), email, `wrong guess ${i}`, address)),
      );
      expect(count(statuses, 401)).toBe(5);
      expect(count(statuses, 429)).toBe(7);
      // Locked on both, even with the right password.
      expect((await login(first, email, PASSWORD, address)).status).toBe(429);
      expect((await login(second, email, PASSWORD, address)).status).toBe(429);
    });

    it('counts wrong two-step codes per account over both: of 20 from 4 addresses, 11 are checked, the rest 429', async () => {
      const email = await admin();
      const owner = await signIn(first, email, PASSWORD);
      const { secret } = (await (
        await owner.post('/api/auth/two-factor/setup', { password: PASSWORD })
      ).json()) as { secret: string };
      const code = (steps: number) =>
        new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
          timestamp: Date.now() + steps * 30_000,
        });
      expect((await owner.post('/api/auth/two-factor/enable', { code: code(-1) })).status).toBe(200);
      const right = new Set([-2, -1, 0, 1, 2].map(code));
      const wrong = Array.from({ length: 40 }, (_, i) => String(200_000 + i * 7919)).filter(
        (guess) => !right.has(guess),
      );

      const statuses: number[] = [];
      for (let a = 0; a < 4; a++) {
        const address = freshAddress();
        const signedIn = await login(both(a), email, PASSWORD, address);
        expect(signedIn.status).toBe(202);
        const cookie = sessionCookieOf(signedIn);
        // Each address's five codes go to both processes at once.
        statuses.push(
          ...(await statusesOf(
            Array.from({ length: 5 }, (_, g) =>
              fetch(`${both(g).url}/api/auth/two-factor`, {
                method: 'POST',
                headers: {
                  origin: first.config.publicUrl,
                  'content-type': 'application/json',
                  'x-forwarded-for': address,
                  cookie,
                },
                body: JSON.stringify({ code: wrong[a * 5 + g] }),
              }),
            ),
          )),
        );
      }
      expect(count(statuses, 400)).toBe(11);
      expect(count(statuses, 429)).toBe(9);
    });

    it(`places ${ORDERS_PER_ADDRESS} orders an hour per address over both, not ${ORDERS_PER_ADDRESS} on each`, async () => {
      const product = await productWithStock(first, 50);
      const address = freshAddress();
      const order = (app: Pick<TestApp, 'url'>, i: number) =>
        fetch(`${app.url}/api/orders`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
          body: JSON.stringify({
            ...customer,
            customerEmail: `buyer${i}@example.com`,
            items: [{ id: product.id, quantity: 1 }],
            paymentMethod: 'mpesa',
          }),
        });
      const statuses = await statusesOf(Array.from({ length: 10 }, (_, i) => order(both(i), i)));
      expect(count(statuses, 201)).toBe(ORDERS_PER_ADDRESS);
      expect(count(statuses, 429)).toBe(10 - ORDERS_PER_ADDRESS);
      expect(await stockOf(first, product.id)).toBe(50 - ORDERS_PER_ADDRESS);
    });
  });

  describe('units an M-Pesa order holds beyond the unpaid limit', () => {
    it('go back on sale once when the hold is over, whichever process gives them back', async () => {
      // A product and a phone no other order here holds unpaid.
      const product = await productWithStock(first, 40, 1);
      const placed = await fetch(`${first.url}/api/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': freshAddress() },
        body: JSON.stringify({
          ...customer,
          customerEmail: 'bulk-buyer@example.com',
          customerPhone: '0799000111',
          items: [{ id: product.id, quantity: 12 }],
          paymentMethod: 'mpesa',
        }),
      });
      expect(placed.status).toBe(201);
      const { orderNumber } = (await placed.json()) as { orderNumber: string };
      const ofOrder = eq(orders.orderNumber, orderNumber);
      await first.db
        .update(orders)
        .set({ surplusHeldUntil: new Date(Date.now() - 1000) })
        .where(ofOrder);
      // A third process with background work releases on its own schedule while this one releases twice.
      await shop.startProcess({ backgroundWork: true });
      await Promise.all([
        first.services.orders.releaseLapsedSurplus(),
        first.services.orders.releaseLapsedSurplus(),
      ]);
      const deadline = Date.now() + 10_000;
      for (;;) {
        const [row] = await first.db.select().from(orders).where(ofOrder);
        if (row!.surplusHeldUntil === null) break;
        if (Date.now() > deadline) throw new Error('the hold was never released');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      // Past another period of the third process's job, nothing more comes back.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(await stockOf(first, product.id)).toBe(30);
      const [row] = await first.db.select().from(orders).where(ofOrder);
      const back = await first.db
        .select({ quantity: stockReturns.quantity, heldBack: stockReturns.heldBack })
        .from(stockReturns)
        .where(eq(stockReturns.orderId, row!.id));
      expect(back).toEqual([{ quantity: 2, heldBack: true }]);
    });
  });

  describe('catalogue changes', () => {
    async function nameOn(app: Pick<TestApp, 'url'>, id: number) {
      const response = await fetch(`${app.url}/api/products/${id}`);
      expect(response.status).toBe(200);
      return ((await response.json()) as { name: string }).name;
    }

    /** The change notice arrives a moment after the commit; the cache would keep the old name 30 s. */
    async function untilNamed(app: Pick<TestApp, 'url'>, id: number, name: string) {
      const deadline = Date.now() + 5_000;
      while ((await nameOn(app, id)) !== name) {
        if (Date.now() > deadline) throw new Error(`${app.url} still shows the old name`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }

    async function rename(as: Caller, app: Pick<TestApp, 'url' | 'config'>, id: number, name: string) {
      const response = await fetch(`${app.url}/api/admin/products/${id}`, {
        method: 'PATCH',
        headers: { origin: app.config.publicUrl, cookie: as.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ name }),
      });
      expect(response.status).toBe(200);
      await response.arrayBuffer();
    }

    it("shows an admin's product edit on the other process, whose cache held the old one", async () => {
      const email = await admin();
      const onFirst = await signIn(first, email, PASSWORD);
      const onSecond = callerFor(second, onFirst.cookie);
      // Both have read (and cached) the catalogue before the edit.
      const before = await nameOn(second, 2);
      expect(await nameOn(first, 2)).toBe(before);

      await rename(onFirst, first, 2, 'Shea Renamed On The First');
      await untilNamed(second, 2, 'Shea Renamed On The First');

      await rename(onSecond, second, 2, 'Shea Renamed On The Second');
      await untilNamed(first, 2, 'Shea Renamed On The Second');
      expect(await nameOn(second, 2)).toBe('Shea Renamed On The Second');
    });
  });

  describe('settings', () => {
    async function feeOn(app: Pick<TestApp, 'url'>, area: string) {
      const response = await fetch(`${app.url}/api/delivery-areas`);
      expect(response.status).toBe(200);
      const areas = (await response.json()) as { name: string; feeKes: number }[];
      return areas.find((a) => a.name === area)?.feeKes;
    }

    async function untilFee(app: Pick<TestApp, 'url'>, area: string, fee: number) {
      const deadline = Date.now() + 5_000;
      while ((await feeOn(app, area)) !== fee) {
        if (Date.now() > deadline) throw new Error(`${app.url} still charges the old fee`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }

    it("shows the owner's new delivery fee on the other process, whose cache held the old one", async () => {
      const email = await admin();
      const onFirst = await signIn(first, email, PASSWORD);
      expect(await feeOn(second, 'Kilimani')).toBe(250);
      const { delivery } = (await (await onFirst.get('/api/admin/settings')).json()) as {
        delivery: { areas: { name: string; feeKes: number }[] };
      };
      const areas = delivery.areas.map((a) => (a.name === 'Kilimani' ? { ...a, feeKes: 275 } : a));
      const saved = await onFirst.send('PATCH', '/api/admin/settings', { delivery: { areas } });
      expect(saved.status).toBe(200);
      await saved.arrayBuffer();
      await untilFee(second, 'Kilimani', 275);

      // And an order placed on the other process at once is charged the new fee.
      const product = await productWithStock(first, 50);
      const order = await fetch(`${second.url}/api/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': freshAddress() },
        body: JSON.stringify({
          ...customer,
          deliveryArea: 'Kilimani',
          paymentMethod: 'pay_later',
          items: [{ id: product.id, quantity: 1 }],
        }),
      });
      expect(order.status).toBe(201);
      expect(((await order.json()) as { deliveryFee: string }).deliveryFee).toBe('275.00');
    });
  });
});
