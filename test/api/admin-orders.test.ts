// The console's order endpoints: who may call them, the one list of both kinds with its filters
// and CSV export, an order in full, staff moves that mail the customer, bulk moves and notes.
import { and, eq, inArray } from 'drizzle-orm';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, orderNotes, orders, refunds, users } from '../../src/server/db/schema';
import * as orderPage from '../../src/web/routes/admin/order';
import Today from '../../src/web/routes/admin/today';
import { personas, type Caller, type Persona } from '../support/accounts';
import { startTestApp, type TestApp } from '../support/test-app';
import { customer, outbox, postOrder, productWithStock } from './orders-helpers';
import { paybillPayment } from './refunds-helpers';
import { routeArgs } from './route-helpers';
import { orderIdOf } from './sms-helpers';

let app: TestApp;
let as: Record<Persona, Caller>;
let adminId: number;
let payLater: string;
let mpesa: string;
let wholesale: string;
let formula: string;

async function placeRetail(body: Record<string, unknown>) {
  const product = await productWithStock(app, 500);
  const response = await postOrder(app, { ...customer, items: [{ id: product.id, quantity: 2 }], ...body });
  expect(response.status).toBe(201);
  return ((await response.json()) as { orderNumber: string }).orderNumber;
}

beforeAll(async () => {
  app = await startTestApp({ env: { MAIL_RETRY_DELAY_MS: '10' } });
  const { ids, ...callers } = await personas(app);
  as = callers;
  adminId = ids.admin!;
  payLater = await placeRetail({
    paymentMethod: 'pay_later',
    customerName: 'Akinyi Odhiambo',
    customerPhone: '+254 722 000 111',
  });
  mpesa = await placeRetail({ paymentMethod: 'mpesa', customerEmail: 'baraka@example.com' });
  formula = await placeRetail({
    paymentMethod: 'pay_later',
    customerName: '=HYPERLINK("http://evil.example","x")',
  });
  const placed = await as.approved.post('/api/reseller/orders', { items: [{ id: 1, quantity: 3 }] });
  wholesale = ((await placed.json()) as { orderNumber: string }).orderNumber;
});
afterAll(async () => {
  await app.services.jobs.drain();
  await app.close();
});

interface ListJson {
  orders: { orderNumber: string; kind: string; status: string; businessName: string | null }[];
  page: number;
  pageSize: number;
  total: number;
}

const list = async (query: string) =>
  (await (await as.admin.get(`/api/admin/orders?${query}`)).json()) as ListJson;
const numbers = (answer: ListJson) => answer.orders.map((o) => o.orderNumber);

describe('who may use the order endpoints', () => {
  const endpoints = () =>
    [
      ['GET', '/api/admin/orders'],
      ['GET', '/api/admin/orders/export.csv'],
      ['GET', `/api/admin/orders/${payLater}`],
      ['POST', `/api/admin/orders/${payLater}/status`, { status: 'confirmed' }],
      ['POST', '/api/admin/orders/bulk-status', { orderNumbers: [payLater], status: 'processing' }],
      ['POST', `/api/admin/orders/${payLater}/notes`, { body: 'Called, no answer' }],
      ['POST', `/api/admin/orders/${mpesa}/check-payment`],
    ] as const;

  it.each([
    ['anonymous', 401],
    ['unapproved', 403],
    ['approved', 403],
  ] as const)('answers %s with %i and changes nothing', async (who, status) => {
    for (const [method, path, body] of endpoints()) {
      const response = method === 'GET' ? await as[who].get(path) : await as[who].post(path, body);
      expect(response.status, `${method} ${path}`).toBe(status);
    }
    const [row] = await app.db.select().from(orders).where(eq(orders.orderNumber, payLater));
    expect(row!.status).toBe('pending_payment');
    expect(await app.db.select().from(orderNotes)).toEqual([]);
  });
});

describe('GET /api/admin/orders', () => {
  it('lists both kinds newest first, paged', async () => {
    const all = await list('');
    expect(all).toMatchObject({ page: 1, pageSize: 25, total: 4 });
    expect(numbers(all)).toEqual([wholesale, formula, mpesa, payLater]);
    expect(all.orders[0]).toMatchObject({
      kind: 'wholesale',
      status: 'pending',
      businessName: 'Approved Duka',
    });
    expect((await list('page=2')).orders).toEqual([]);
  });

  it('filters by kind, status, payment method and dates', async () => {
    expect(numbers(await list('kind=wholesale'))).toEqual([wholesale]);
    expect(numbers(await list('kind=retail&method=pay_later'))).toEqual([formula, payLater]);
    expect(numbers(await list('status=awaiting_payment'))).toEqual([mpesa]);
    expect(numbers(await list('method=invoice'))).toEqual([wholesale]);
    const today = new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 10);
    expect((await list(`from=${today}&to=${today}`)).total).toBe(4);
    expect((await list('to=2020-01-01')).total).toBe(0);
    // Empty fields of the filter form mean any.
    expect((await list('kind=&status=&q=')).total).toBe(4);
  });

  it('searches order number, name, phone in any form, email and business', async () => {
    expect(numbers(await list(`q=${payLater.slice(3, 9).toLowerCase()}`))).toEqual([payLater]);
    expect(numbers(await list('q=akinyi'))).toEqual([payLater]);
    expect(numbers(await list('q=0722000111'))).toEqual([payLater]);
    expect(numbers(await list('q=%2B254722000'))).toEqual([payLater]);
    expect(numbers(await list('q=baraka@'))).toEqual([mpesa]);
    expect(numbers(await list('q=approved duka'))).toEqual([wholesale]);
    // LIKE's wildcards are searched for as text.
    expect((await list('q=%25')).total).toBe(0);
  });

  it('refuses a bad filter with 400 naming it', async () => {
    for (const [query, field] of [
      ['status=lost', 'status'],
      ['kind=gift', 'kind'],
      ['from=2026-02-30', 'from'],
      ['from=2026-11-24&to=2026-11-01', 'to'],
      ['page=-1', 'page'],
      ['colour=red', ''],
    ] as const) {
      const response = await as.admin.get(`/api/admin/orders?${query}`);
      expect(response.status, query).toBe(400);
      if (field)
        expect(((await response.json()) as { errors: Record<string, string> }).errors).toHaveProperty(field);
    }
  });
});

describe('GET /api/admin/orders/export.csv', () => {
  it('downloads the filtered list, with formulas made plain text', async () => {
    const response = await as.admin.get('/api/admin/orders/export.csv?kind=retail');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const lines = (await response.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Order number,Placed,Kind,Status,Payment,Customer,Business,Phone,Email,Items,Lines,Delivery,Discount code,Discount (KES),Total (KES)',
    );
    expect(lines).toHaveLength(4);
    const formulaLine = lines.find((line) => line.startsWith(formula))!;
    expect(formulaLine).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(lines.find((line) => line.startsWith(payLater))).toContain(
      `Pay Later: awaiting payment,Pay Later,Akinyi Odhiambo,,'+254 722 000 111`,
    );
  });
});

describe('one order', () => {
  it('shows lines, customer, history, payments and the moves allowed', async () => {
    const response = await as.admin.get(`/api/admin/orders/${payLater.toLowerCase()}`);
    expect(response.status).toBe(200);
    const detail = (await response.json()) as Record<string, unknown>;
    expect(detail).not.toHaveProperty('paymentToken');
    expect(detail).toMatchObject({
      orderNumber: payLater,
      kind: 'retail',
      status: 'pending_payment',
      customerName: 'Akinyi Odhiambo',
      nextStatuses: ['awaiting_payment', 'confirmed', 'cancelled'],
      history: [{ from: null, to: 'pending_payment', actor: 'customer' }],
      payments: [],
      internalNotes: [],
    });
    expect((await as.admin.get('/api/admin/orders/HM-NOTFOUND')).status).toBe(404);
  });

  it('shows its text messages and its refunds', async () => {
    const before = (await (await as.admin.get(`/api/admin/orders/${payLater}`)).json()) as Record<
      string,
      unknown
    >;
    // Placing a Pay Later order texts the owner and the customer.
    expect(before.textMessages).toEqual([
      expect.objectContaining({ recipient: 'shop', state: 'queued', deliveryStatus: null }),
      {
        when: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        recipient: 'customer',
        to: '+254 722 000 111',
        message: expect.stringContaining(payLater),
        state: 'queued',
        deliveryStatus: null,
        failureReason: null,
      },
    ]);
    expect(before.refunds).toEqual([]);

    const orderId = await orderIdOf(app, payLater);
    const paid = await paybillPayment(app, orderId, { amountKes: 1800, excessKes: 100 });
    const [refund] = await app.db
      .insert(refunds)
      .values({
        orderId,
        c2bPaymentId: paid.id,
        transactionId: paid.transId,
        amountCents: 10_000,
        reason: 'Paid KSH 100 too much',
      })
      .returning();
    const after = (await (await as.admin.get(`/api/admin/orders/${payLater}`)).json()) as Record<
      string,
      unknown
    >;
    expect(after.refunds).toEqual([
      {
        id: refund!.id,
        paymentKind: 'c2b',
        receipt: paid.transId,
        amount: '100.00',
        reason: 'Paid KSH 100 too much',
        restock: false,
        restockItems: [],
        restocked: [],
        state: 'pending',
        resultDesc: null,
        reversalReceipt: null,
        createdAt: refund!.createdAt.toISOString(),
        updatedAt: refund!.updatedAt.toISOString(),
      },
    ]);
  });

  it('moves the order on, mails the customer each time, and logs who did it', async () => {
    for (const [status, note] of [
      ['confirmed', 'Paid to the till'],
      ['processing', undefined],
      ['shipped', 'G4S parcel 123456'],
    ] as const) {
      const response = await as.admin.post(`/api/admin/orders/${payLater}/status`, { status, note });
      expect(response.status, status).toBe(200);
      expect(await response.json()).toMatchObject({ status });
    }
    const mails = (await outbox(app)).filter((m) => m.subject.startsWith(`Order ${payLater}`));
    expect(mails.map((m) => m.subject)).toEqual([
      `Order ${payLater} received: we will call you within 10 minutes`,
      `Order ${payLater} confirmed`,
      `Order ${payLater} is being prepared`,
      `Order ${payLater} is on its way`,
    ]);
    expect(mails[3]!.text).toContain('Delivery details: G4S parcel 123456');
    const tracked = await app.services.orders.track(payLater, customer.customerEmail);
    expect(tracked!.history.at(-1)).toMatchObject({ status: 'shipped', label: 'Out for Delivery' });
    const audit = await app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, payLater), eq(auditEvents.action, 'order.status_changed')));
    expect(audit.map((a) => a.actorUserId)).toEqual([adminId, adminId, adminId]);
  });

  it('refuses a move the rules forbid, or a status staff do not set, changing nothing', async () => {
    const back = await as.admin.post(`/api/admin/orders/${payLater}/status`, { status: 'confirmed' });
    expect(back.status).toBe(409);
    expect(await back.json()).toMatchObject({ message: 'A shipped order cannot become confirmed' });
    const unpaid = await as.admin.post(`/api/admin/orders/${mpesa}/status`, { status: 'pending_payment' });
    expect(unpaid.status).toBe(400);
    const long = await as.admin.post(`/api/admin/orders/${mpesa}/status`, {
      status: 'cancelled',
      note: 'x'.repeat(301),
    });
    expect(long.status).toBe(400);
    expect((await app.services.orders.findByNumber(mpesa))!.status).toBe('awaiting_payment');
  });

  it('keeps internal notes, newest first, and refuses empty ones', async () => {
    expect(
      (await as.admin.post(`/api/admin/orders/${mpesa}/notes`, { body: 'Called at 10:05, no answer' }))
        .status,
    ).toBe(201);
    const second = await as.admin.post(`/api/admin/orders/${mpesa}/notes`, {
      body: 'Customer will pay tonight',
    });
    expect((await second.json()).internalNotes.map((n: { body: string }) => n.body)).toEqual([
      'Customer will pay tonight',
      'Called at 10:05, no answer',
    ]);
    expect((await as.admin.post(`/api/admin/orders/${mpesa}/notes`, { body: '   ' })).status).toBe(400);
    expect((await as.admin.post('/api/admin/orders/HM-NOTFOUND/notes', { body: 'x' })).status).toBe(404);
  });

  it("answers 'Check payment now' when no prompt is waiting", async () => {
    const response = await as.admin.post(`/api/admin/orders/${mpesa}/check-payment`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      message: 'No M-Pesa payment is waiting for an answer',
      payment: null,
    });
  });
});

describe("the order's page and its JSON", () => {
  it('never carry the checkout payment token: it stays inside the service', async () => {
    const orderNumber = mpesa;
    const [stored] = await app.db
      .select({ paymentToken: orders.paymentToken })
      .from(orders)
      .where(eq(orders.orderNumber, orderNumber));
    const paymentToken = stored!.paymentToken!;
    expect(paymentToken).toMatch(/\S{16,}/);
    const carriesNoToken = (answer: unknown) => {
      const text = JSON.stringify(answer);
      expect(text).toContain(orderNumber);
      expect(text).not.toContain(paymentToken);
      expect(text).not.toContain('paymentToken');
    };

    carriesNoToken(await (await as.admin.get(`/api/admin/orders/${orderNumber}`)).json());
    const [adminRow] = await app.db.select().from(users).where(eq(users.id, adminId));
    const admin = (await app.services.accounts.findUserByEmail(adminRow!.email))!;
    const path = `/admin/orders/${orderNumber}`;
    carriesNoToken(await orderPage.loader(routeArgs(app, path, admin, undefined, { orderNumber })));
    const view = await app.services.console.orderView(orderNumber);
    expect(view?.order).not.toHaveProperty('paymentToken');
    carriesNoToken(view);
  });
});

describe('POST /api/admin/orders/bulk-status', () => {
  it('moves the orders it can and says why the others stayed', async () => {
    await as.admin.post(`/api/admin/orders/${wholesale}/status`, { status: 'confirmed' });
    const response = await as.admin.post('/api/admin/orders/bulk-status', {
      orderNumbers: [wholesale, formula, 'HM-NOTFOUND'],
      status: 'processing',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      moved: 1,
      results: [
        { orderNumber: wholesale, ok: true },
        { orderNumber: formula, ok: false, message: 'A pending payment order cannot become processing' },
        { orderNumber: 'HM-NOTFOUND', ok: false, message: 'Order not found' },
      ],
    });
    expect(
      (await as.admin.post('/api/admin/orders/bulk-status', { orderNumbers: [], status: 'shipped' })).status,
    ).toBe(400);
    expect(
      (await as.admin.post('/api/admin/orders/bulk-status', { orderNumbers: [formula], status: 'delivered' }))
        .status,
    ).toBe(400);
  });
});

describe('the activity log', () => {
  interface ActivityJson {
    total: number;
    entries: { actor: string | null; action: string; entityId: string; details: Record<string, unknown> }[];
  }

  it('lists staff moves with who made them, and payment events as the shop’s own', async () => {
    const answer = (await (
      await as.admin.get(`/api/admin/activity?subject=order&q=${payLater}`)
    ).json()) as ActivityJson;
    const moves = answer.entries.filter((e) => e.action === 'order.status_changed');
    expect(moves.map((e) => (e.details.after as { status: string }).status)).toEqual([
      'shipped',
      'processing',
      'confirmed',
    ]);
    const [admin] = await app.db
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, adminId));
    expect(moves[0]).toMatchObject({
      actor: `${admin!.firstName} ${admin!.lastName}`.trim(),
      entityId: payLater,
      details: { before: { status: 'processing' } },
    });
    const admins = (await (await as.admin.get('/api/admin/activity?actor=shop')).json()) as ActivityJson;
    expect(admins.entries.every((e) => e.actor === null)).toBe(true);
    expect((await as.admin.get('/api/admin/activity?subject=planets')).status).toBe(400);
  });

  it('exports every entry as CSV, with what changed', async () => {
    const response = await as.admin.get(`/api/admin/activity/export.csv?q=${payLater}`);
    expect(response.headers.get('content-disposition')).toMatch(/filename="activity-/);
    const lines = (await response.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('When,Who,Action,Record,Id,Before,After,Details');
    expect(lines.filter((line) => line.includes('order.status_changed'))).toHaveLength(3);
    expect(lines.some((line) => line.includes('"{""status"":""processing""}"'))).toBe(true);
  });
});

describe('Today', () => {
  it('counts sales, calls to make and waiting work from the same orders', async () => {
    const overview = await app.services.console.today();
    const sold = await app.db
      .select({ total: orders.totalCents })
      .from(orders)
      .where(inArray(orders.status, ['confirmed', 'processing', 'shipped', 'delivered']));
    expect(overview.today).toEqual({ orders: 4, revenueCents: sold.reduce((sum, o) => sum + o.total, 0) });
    expect(overview.week.orders).toBe(4);
    expect(overview.awaitingPayment).toBe(1);
    expect(overview.wholesaleToAccept).toBe(0);
    expect(overview.payLaterToCall).toMatchObject([{ orderNumber: formula, minutesWaiting: 0 }]);
    expect(overview.paymentsNeedingAttention).toEqual([]);
    expect(overview.pendingResellers).toBe(1);
    expect(overview.lowStock.length).toBeGreaterThan(0);
    expect(overview.lowStock.every((p) => p.stockQuantity <= 5)).toBe(true);
    // Each line names the size running low, not the product's total.
    expect(overview.lowStock.every((p) => p.size !== '' && p.variantId > 0)).toBe(true);
  });

  it('counts Paybill payments to assign and refunds owed, and links their pages', async () => {
    const before = await app.services.console.today();
    // The excess paid on the Pay Later order above is already on its way back.
    expect(before).toMatchObject({ paybillToAssign: 0, refundsOwed: 0 });

    await paybillPayment(app, null, { amountKes: 500 });
    await paybillPayment(app, await orderIdOf(app, mpesa), { amountKes: 1750, excessKes: 50 });
    const overview = await app.services.console.today();
    expect(overview).toMatchObject({ paybillToAssign: 1, refundsOwed: 1 });
    expect(overview.refundsOwed).toBe((await app.services.mpesa.refunds.needed()).length);

    const html = renderToStaticMarkup(
      createElement(
        MemoryRouter,
        null,
        createElement(Today, { loaderData: { firstName: 'Amina', overview } } as never),
      ),
    );
    const row = (href: string) =>
      html.match(new RegExp(`<a [^>]*href="${href}"[^>]*>([^<]*)</a><span[^>]*>(\\d+)</span>`))?.slice(1);
    expect(row('/admin/payments')).toEqual(['Paybill payments to assign', '1']);
    expect(row('/admin/refunds')).toEqual(['Refunds owed', '1']);
  });
});
