// The console's refund forms as React Router calls them: the order page's refund panel and the
// Refunds page. Loaders and actions check the admin role; a refund is asked for and said.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mpesaPayments } from '../../src/server/db/schema';
import type { SessionUser } from '../../src/server/services/accounts';
import * as orderPage from '../../src/web/routes/admin/order';
import * as refundsPage from '../../src/web/routes/admin/refunds';
import { insertProduct } from '../../src/server/db/seed/product-factory';
import { startTestApp, type TestApp } from '../support/test-app';
import { paidOrder, paybillPayment, refundRows } from './refunds-helpers';
import { routeArgs, sessionPersonas, thrown, type Answer } from './route-helpers';

let app: TestApp;
let admin: SessionUser;
let reseller: SessionUser;

beforeAll(async () => {
  app = await startTestApp({ seed: false, env: { MPESA_SIM_CALLBACK_DELAY_MS: '0' } });
  // The orders' lines are of product 1, in its one size.
  await insertProduct(app.db, { name: 'Raw Shea Butter', size: '100 g' });
  ({ admin, reseller } = await sessionPersonas(app));
});
afterAll(() => app.close());

type Notice = Answer<{ ok: boolean; message: string; errors?: Record<string, string> }>;

const args = (path: string, user: SessionUser | null, form?: Record<string, string>, params = {}) =>
  routeArgs(app, path, user, form, params);

describe("the order page's refund panel", () => {
  it('shows the payments with what is left, and refunds from its form', async () => {
    const { order, payment, receipt } = await paidOrder(app, { productId: 1, quantity: 3 });
    const path = `/admin/orders/${order.orderNumber}`;
    const params = { orderNumber: order.orderNumber };
    const loaded = (await orderPage.loader(args(path, admin, undefined, params))) as {
      refunds: {
        available: boolean;
        payments: { id: number; receipt: string; refundableCents: number }[];
        units: unknown[];
      };
    };
    expect(loaded.refunds.available).toBe(true);
    expect(loaded.refunds.payments).toEqual([
      expect.objectContaining({ id: payment.id, receipt, refundableCents: 170000 }),
    ]);
    expect(loaded.refunds.units).toEqual([
      expect.objectContaining({ productId: 1, name: 'Raw Shea Butter', ordered: 3, back: 0, restockable: 3 }),
    ]);

    const form = { intent: 'refund', paymentKind: 'stk', paymentId: String(payment.id), amountKes: '400' };
    const noReason = (await orderPage.action(args(path, admin, form, params))) as Notice;
    expect(noReason.init?.status).toBe(400);
    expect(noReason.data.errors).toHaveProperty('reason');
    expect(await refundRows(app, order.id)).toHaveLength(0);

    const line = { restockProductId: '1', restockQuantity: '4' };
    const moreThanOrdered = (await orderPage.action(
      args(path, admin, { ...form, ...line, reason: 'One jar broken' }, params),
    )) as Notice;
    expect(moreThanOrdered.init?.status).toBe(409);
    expect(moreThanOrdered.data.errors).toEqual({
      'restockItems.0.quantity':
        'At most 3 of Raw Shea Butter (100 g) can go back in stock: the rest are back already or on a refund still pending',
    });
    expect(await refundRows(app, order.id)).toHaveLength(0);

    const done = (await orderPage.action(
      args(path, admin, { ...form, ...line, restockQuantity: '1', reason: 'One jar broken' }, params),
    )) as Notice;
    expect(done.data).toMatchObject({
      ok: true,
      message: expect.stringContaining('KSH 400.00 sent to M-Pesa. Once it goes through, 1 unit goes back'),
    });
    expect(await refundRows(app, order.id)).toEqual([
      expect.objectContaining({
        amountCents: 40000,
        reason: 'One jar broken',
        restock: true,
        restockItems: [{ productId: 1, variantId: 1, quantity: 1 }],
      }),
    ]);

    const tooMuch = (await orderPage.action(
      args(path, admin, { ...form, amountKes: '1301', reason: 'Again' }, params),
    )) as Notice;
    expect(tooMuch.init?.status).toBe(409);
    expect(tooMuch.data.message).toBe('At most KSH 1,300.00 of this payment is left to refund');
  });

  it("says M-Pesa's refusal when Daraja refuses the request", async () => {
    const { order } = await paidOrder(app);
    const paybill = await paybillPayment(app, order.id, { shortcode: '999999' });
    const refused = (await orderPage.action(
      args(
        `/admin/orders/${order.orderNumber}`,
        admin,
        {
          intent: 'refund',
          paymentKind: 'c2b',
          paymentId: String(paybill.id),
          amountKes: '100',
          reason: 'x',
        },
        { orderNumber: order.orderNumber },
      ),
    )) as Notice;
    expect(refused.data).toMatchObject({
      ok: false,
      message: 'M-Pesa refused the refund of KSH 100.00: Bad Request - Invalid ReceiverParty',
    });
  });

  it('refuses a reseller', async () => {
    const { order, payment } = await paidOrder(app);
    const form = {
      intent: 'refund',
      paymentKind: 'stk',
      paymentId: String(payment.id),
      amountKes: '1',
      reason: 'x',
    };
    const refused = (await thrown(() =>
      orderPage.action(
        args(`/admin/orders/${order.orderNumber}`, reseller, form, { orderNumber: order.orderNumber }),
      ),
    )) as Answer<string>;
    expect(refused.init?.status).toBe(403);
    expect(await refundRows(app, order.id)).toHaveLength(0);
  });
});

describe('the Refunds page', () => {
  it('lists money owed back and refunds it', async () => {
    const { order, payment } = await paidOrder(app);
    await app.db
      .update(mpesaPayments)
      .set({ status: 'needs_refund' })
      .where(eq(mpesaPayments.id, payment.id));
    const loaded = (await refundsPage.loader(args('/admin/refunds', admin))) as {
      needed: { paymentId: number; owedCents: number; orderNumber: string | null }[];
    };
    expect(loaded.needed).toContainEqual(
      expect.objectContaining({ paymentId: payment.id, owedCents: 170000, orderNumber: order.orderNumber }),
    );
    const done = (await refundsPage.action(
      args('/admin/refunds', admin, {
        paymentKind: 'stk',
        paymentId: String(payment.id),
        orderNumber: order.orderNumber,
        amountKes: '1700',
        reason: 'Paid twice',
      }),
    )) as Notice;
    expect(done.data.ok).toBe(true);
    expect(await refundRows(app, order.id)).toHaveLength(1);
  });

  it('sends the signed-out to sign in and refuses a reseller', async () => {
    const signedOut = (await thrown(() => refundsPage.loader(args('/admin/refunds', null)))) as Response;
    expect(signedOut.status).toBe(302);
    const refused = (await thrown(() =>
      refundsPage.loader(args('/admin/refunds', reseller)),
    )) as Answer<string>;
    expect(refused.init?.status).toBe(403);
  });
});
