// GET /api/admin/insights against the orders the test stored: paid takings per Nairobi day (a day
// without orders is there with nothing), by payment method and kind, the best sellers, discount
// codes, and the funnel counted from product page views, carts and checkouts started.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderStatus } from '../../src/core/order-status';
import { addShopDays, shopDate, startOfShopDay } from '../../src/core/shop-time';
import { funnelCounts, orders, users } from '../../src/server/db/schema';
import { personas, registerReseller, signIn, type Caller } from '../support/accounts';
import { startTestApp, type TestApp } from '../support/test-app';
import * as insightsPage from '../../src/web/routes/admin/insights';
import { routeArgs, sessionPersonas, type Answer } from './route-helpers';

let app: TestApp;
let owner: Caller;
let staff: Caller;
let anonymous: Caller;
let reseller: Caller;
let resellerId: number;

const today = startOfShopDay(new Date());
/** `hours` after midnight in Nairobi, `daysAgo` shop days before today. */
const at = (daysAgo: number, hours: number) =>
  new Date(addShopDays(today, -daysAgo).getTime() + hours * 3_600_000);

let made = 0;
interface Stored {
  status: OrderStatus;
  createdAt: Date;
  totalKes: number;
  method?: 'mpesa' | 'pay_later' | 'invoice';
  lines?: { productId: number; name: string; unitKes: number; quantity: number }[];
  discount?: { code: string; kes: number };
}

async function store({ status, createdAt, totalKes, method = 'mpesa', lines, discount }: Stored) {
  made += 1;
  const wholesale = method === 'invoice';
  const discountCents = (discount?.kes ?? 0) * 100;
  await app.db.insert(orders).values({
    orderNumber: `HM-INSIGHT-${made}`,
    kind: wholesale ? 'wholesale' : 'retail',
    userId: wholesale ? resellerId : null,
    status,
    customerName: 'Wanjiru Kamau',
    customerEmail: 'wanjiru@example.com',
    customerPhone: '0712345678',
    deliveryAddress: 'Moi Avenue 1',
    deliveryArea: 'Nairobi CBD',
    subtotalCents: totalKes * 100 + discountCents,
    deliveryFeeCents: 0,
    discountCents,
    discountCode: discount?.code ?? null,
    totalCents: totalKes * 100,
    paymentMethod: method,
    items: (lines ?? [{ productId: 1, name: 'Raw Shea Butter', unitKes: totalKes, quantity: 1 }]).map(
      (l) => ({
        productId: l.productId,
        name: l.name,
        image: '',
        unitPriceCents: l.unitKes * 100,
        quantity: l.quantity,
      }),
    ),
    createdAt,
  });
}

beforeAll(async () => {
  app = await startTestApp({ seed: false });
  const people = await personas(app);
  owner = people.admin;
  anonymous = people.anonymous;
  resellerId = people.ids.approved!;
  reseller = people.approved;
  const member = await registerReseller(app, { password: 'staff password long' });
  await app.db
    .update(users)
    .set({ role: 'admin', consoleRole: 'staff', isApproved: true })
    .where(eq(users.id, member.user.id));
  staff = await signIn(app, member.form.email, 'staff password long');

  const butter = { productId: 11, name: 'Whipped Shea Butter', unitKes: 1_000, quantity: 2 };
  const soap = { productId: 12, name: 'Black Soap', unitKes: 500, quantity: 1 };
  // Today: two paid M-Pesa orders (one with a code), one unpaid, one cancelled.
  await store({ status: 'confirmed', createdAt: at(0, 1), totalKes: 2_500, lines: [butter, soap] });
  await store({
    status: 'delivered',
    createdAt: at(0, 2),
    totalKes: 1_800,
    lines: [butter],
    discount: { code: 'KARIBU10', kes: 200 },
  });
  await store({ status: 'awaiting_payment', createdAt: at(0, 3), totalKes: 900 });
  await store({ status: 'cancelled', createdAt: at(0, 4), totalKes: 5_000 });
  // Half past one in the morning in Nairobi, yesterday evening in UTC: today's.
  await store({
    status: 'confirmed',
    createdAt: at(0, 1.5),
    totalKes: 700,
    method: 'pay_later',
    lines: [soap],
  });
  // Two days ago: a wholesale order the shop confirmed, and an unpaid order with the code.
  await store({ status: 'processing', createdAt: at(2, 10), totalKes: 10_000, method: 'invoice' });
  await store({
    status: 'pending_payment',
    createdAt: at(2, 11),
    totalKes: 1_000,
    method: 'pay_later',
    discount: { code: 'KARIBU10', kes: 100 },
  });
  // Eight days ago: inside 30 days, outside 7.
  await store({ status: 'shipped', createdAt: at(8, 12), totalKes: 3_000 });
  // A minute before the 7-day window opens (23:59 in Nairobi, seven days ago).
  await store({ status: 'confirmed', createdAt: at(7, -1 / 60), totalKes: 400 });
});
afterAll(() => app.close());

interface Insights {
  days: { date: string; orders: number; paidOrders: number; revenueKes: string }[];
  totals: { orders: number; paidOrders: number; revenueKes: string };
  averageOrderKes: string;
  byPaymentMethod: { method: string; orders: number; paidOrders: number; revenueKes: string }[];
  byKind: { kind: string; orders: number; revenueKes: string }[];
  topProducts: { productId: number; name: string; units: number; salesKes: string }[];
  discounts: { code: string; orders: number; revenueKes: string; discountedKes: string }[];
  funnel: { step: string; count: number }[];
}

async function insights(days: number): Promise<Insights> {
  const response = await owner.get(`/api/admin/insights?days=${days}`);
  expect(response.status).toBe(200);
  return (await response.json()) as Insights;
}

describe('GET /api/admin/insights', () => {
  it('answers 7 Nairobi days, oldest first, each day with its orders and paid takings', async () => {
    const body = await insights(7);
    expect(body.days.map((day) => day.date)).toEqual(
      Array.from({ length: 7 }, (_, i) => shopDate(addShopDays(today, i - 6))),
    );
    expect(body.days[6]).toEqual({ date: shopDate(today), orders: 4, paidOrders: 3, revenueKes: '5000.00' });
    expect(body.days[4]).toEqual({
      date: shopDate(addShopDays(today, -2)),
      orders: 2,
      paidOrders: 1,
      revenueKes: '10000.00',
    });
    // A day with no orders is there with nothing.
    expect(body.days[5]).toEqual({
      date: shopDate(addShopDays(today, -1)),
      orders: 0,
      paidOrders: 0,
      revenueKes: '0.00',
    });
    expect(body.totals).toEqual({ orders: 6, paidOrders: 4, revenueKes: '15000.00' });
    expect(body.averageOrderKes).toBe('3750.00');
  });

  it('splits the period by payment method and by retail or wholesale', async () => {
    const body = await insights(7);
    const method = (id: string) => body.byPaymentMethod.find((row) => row.method === id);
    expect(method('mpesa')).toMatchObject({ orders: 3, paidOrders: 2, revenueKes: '4300.00' });
    expect(method('pay_later')).toMatchObject({ orders: 2, paidOrders: 1, revenueKes: '700.00' });
    expect(method('invoice')).toMatchObject({ orders: 1, paidOrders: 1, revenueKes: '10000.00' });
    const kind = (id: string) => body.byKind.find((row) => row.kind === id);
    expect(kind('retail')).toMatchObject({ orders: 5, revenueKes: '5000.00' });
    expect(kind('wholesale')).toMatchObject({ orders: 1, revenueKes: '10000.00' });
  });

  it('ranks products by what paid orders sold of them', async () => {
    const body = await insights(7);
    expect(body.topProducts.slice(0, 3)).toEqual([
      { productId: 1, name: 'Raw Shea Butter', units: 1, salesKes: '10000.00' },
      { productId: 11, name: 'Whipped Shea Butter', units: 4, salesKes: '4000.00' },
      { productId: 12, name: 'Black Soap', units: 2, salesKes: '1000.00' },
    ]);
  });

  it('follows an order that is paid, changed and cancelled afterwards', async () => {
    const oil = { productId: 40, name: 'Shea Hair Oil', unitKes: 600, quantity: 3 };
    await store({ status: 'awaiting_payment', createdAt: at(1, 9), totalKes: 1_800, lines: [oil] });
    const number = `HM-INSIGHT-${made}`;
    const oilRow = async () => (await insights(7)).topProducts.find((row) => row.productId === 40);
    expect(await oilRow()).toBeUndefined();
    await app.db.update(orders).set({ status: 'confirmed' }).where(eq(orders.orderNumber, number));
    expect(await oilRow()).toEqual({ productId: 40, name: 'Shea Hair Oil', units: 3, salesKes: '1800.00' });
    await app.db.update(orders).set({ notes: 'Gate B' }).where(eq(orders.orderNumber, number));
    expect((await oilRow())?.units).toBe(3);
    await app.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.orderNumber, number));
    expect(await oilRow()).toBeUndefined();
    await app.db.delete(orders).where(eq(orders.orderNumber, number));
  });

  it('counts each code’s orders, paid takings and what it took off the paid ones', async () => {
    const body = await insights(7);
    expect(body.discounts).toEqual([
      { code: 'KARIBU10', orders: 2, revenueKes: '1800.00', discountedKes: '200.00' },
    ]);
  });

  it('takes in the eighth day at 30 days, and no day twice', async () => {
    const body = await insights(30);
    expect(body.days).toHaveLength(30);
    expect(new Set(body.days.map((day) => day.date)).size).toBe(30);
    // Eight days ago holds the order of 12:00 and the one of 23:59 the 7 days left out.
    expect(body.days[21]).toEqual({
      date: shopDate(addShopDays(today, -8)),
      orders: 2,
      paidOrders: 2,
      revenueKes: '3400.00',
    });
    expect(body.totals).toEqual({ orders: 8, paidOrders: 6, revenueKes: '18400.00' });
    expect((await insights(90)).days).toHaveLength(90);
  });

  it('refuses any other period with a clear message', async () => {
    for (const days of ['14', '0', 'abc', '30.0', '-7']) {
      const response = await owner.get(`/api/admin/insights?days=${days}`);
      expect(response.status, days).toBe(400);
      expect(await response.json()).toMatchObject({ message: 'days must be 7, 30 or 90' });
    }
    expect((await owner.get('/api/admin/insights')).status).toBe(200);
  });

  it('is the owners’ alone', async () => {
    expect((await anonymous.get('/api/admin/insights?days=7')).status).toBe(401);
    expect((await reseller.get('/api/admin/insights?days=7')).status).toBe(403);
    const refused = await staff.get('/api/admin/insights?days=7');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({
      message: 'Only the shop’s owners can do this. Ask an owner.',
    });
  });
});

describe('the funnel', () => {
  it('counts retail orders placed and paid from the orders themselves', async () => {
    const funnel = (await insights(7)).funnel;
    expect(funnel.find((row) => row.step === 'order')?.count).toBe(6);
    expect(funnel.find((row) => row.step === 'payment')?.count).toBe(3);
  });

  it('adds product views counted in memory to the stored days, and keeps no shopper', async () => {
    await app.db
      .insert(funnelCounts)
      .values({ day: shopDate(addShopDays(today, -3)), step: 'product_view', count: 40 });
    app.services.insights.count('product_view');
    app.services.insights.count('product_view');
    app.services.insights.count('cart');
    const funnel = (await insights(7)).funnel;
    expect(funnel.slice(0, 3)).toEqual([
      { step: 'product_view', label: 'Product page views', count: 42 },
      { step: 'cart', label: 'Carts started', count: 1 },
      { step: 'checkout', label: 'Checkouts started', count: 0 },
    ]);
    const rows = await app.db.select().from(funnelCounts);
    expect(Object.keys(rows[0]!).sort()).toEqual(['count', 'day', 'step']);
  });
});

describe('the Insights page', () => {
  it('shows the owner the same figures as the API, and a bad period as a 400 over 30 days', async () => {
    const { admin } = await sessionPersonas(app);
    const load = async (path: string) =>
      (await insightsPage.loader(routeArgs(app, path, admin))) as unknown as Answer<{
        report: Insights & { period: number };
        problem: string | null;
      }>;
    const week = await load('/admin/insights?days=7');
    expect(week.init?.status).toBe(200);
    expect(week.data.report.days).toEqual((await insights(7)).days);
    expect(week.data.report.totals).toEqual({ orders: 6, paidOrders: 4, revenueKes: '15000.00' });
    const wrong = await load('/admin/insights?days=365');
    expect(wrong.init?.status).toBe(400);
    expect(wrong.data.problem).toBe('days must be 7, 30 or 90');
    expect(wrong.data.report.period).toBe(30);
  });
});
