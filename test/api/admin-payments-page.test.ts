// The console's unmatched payments page as React Router calls it: the admin role is checked, the
// list shows the payments no order claimed, and assigning says what happened.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../src/server/services/accounts';
import * as orderPage from '../../src/web/routes/admin/order';
import * as paymentsPage from '../../src/web/routes/admin/payments';
import { startTestApp, type TestApp } from '../support/test-app';
import { c2bNotice, c2bPayment, newTransId, postConfirmation } from './c2b-helpers';
import { insertOrder, orderOf } from './mpesa-helpers';
import { routeArgs, sessionPersonas, thrown, type Answer } from './route-helpers';

let app: TestApp;
let admin: SessionUser;
let reseller: SessionUser;

beforeAll(async () => {
  app = await startTestApp({ seed: false });
  ({ admin, reseller } = await sessionPersonas(app));
});
afterAll(() => app.close());

const args = (path: string, user: SessionUser | null, form?: Record<string, string>, params = {}) =>
  routeArgs(app, path, user, form, params);

type Notice = Answer<{
  ok: boolean;
  message: string;
  paymentId: number | null;
  errors?: Record<string, string>;
}>;

async function unmatched(amountKes: number) {
  const transId = newTransId();
  await postConfirmation(app, c2bNotice(app, { billRef: 'SHOP', amountKes, transId }));
  return (await c2bPayment(app, transId))!;
}

describe('/admin/payments', () => {
  it('sends the signed-out to /login and refuses a reseller (403), in the loader and the action', async () => {
    const signedOut = (await thrown(() => paymentsPage.loader(args('/admin/payments', null)))) as Response;
    expect(signedOut.status).toBe(302);
    const refused = (await thrown(() =>
      paymentsPage.loader(args('/admin/payments', reseller)),
    )) as Answer<string>;
    expect(refused.init?.status).toBe(403);
    const payment = await unmatched(100);
    const order = await insertOrder(app);
    const form = { intent: 'assign', id: String(payment.id), orderNumber: order.orderNumber };
    const refusedAction = (await thrown(() =>
      paymentsPage.action(args('/admin/payments', reseller, form)),
    )) as Answer<string>;
    expect(refusedAction.init?.status).toBe(403);
    expect((await c2bPayment(app, payment.transId))?.status).toBe('unmatched');
  });

  it('lists the unmatched payments and assigns one, saying what happened', async () => {
    const payment = await unmatched(1000);
    const listed = await paymentsPage.loader(args('/admin/payments', admin));
    expect(listed.payments).toContainEqual(
      expect.objectContaining({
        id: payment.id,
        receipt: payment.transId,
        amountCents: 100000,
        accountNumber: 'SHOP',
      }),
    );
    const order = await insertOrder(app);
    const answer = (await paymentsPage.action(
      args('/admin/payments', admin, {
        intent: 'assign',
        id: String(payment.id),
        orderNumber: order.orderNumber,
      }),
    )) as unknown as Notice;
    expect(answer.data).toMatchObject({
      ok: true,
      paymentId: payment.id,
      message: `Assigned KSH 1,000.00 to order ${order.orderNumber} as a part payment: KSH 700.00 still to pay.`,
    });
    expect((await orderOf(app, order.orderNumber)).status).toBe('awaiting_payment');
    const after = await paymentsPage.loader(args('/admin/payments', admin));
    expect(after.payments.map((p) => p.id)).not.toContain(payment.id);

    const detail = await orderPage.loader(
      args(`/admin/orders/${order.orderNumber}`, admin, undefined, { orderNumber: order.orderNumber }),
    );
    expect(detail.paybill).toMatchObject({
      paidCents: 100000,
      dueCents: 70000,
      payments: [
        expect.objectContaining({ receipt: payment.transId, amountCents: 100000, assignedByStaff: true }),
      ],
    });
  });

  it('answers an unknown order with 404 beside the payment, and an empty number with 400', async () => {
    const payment = await unmatched(100);
    const unknown = (await paymentsPage.action(
      args('/admin/payments', admin, {
        intent: 'assign',
        id: String(payment.id),
        orderNumber: 'HM-ZZZZZZZZ',
      }),
    )) as unknown as Notice;
    expect(unknown.init?.status).toBe(404);
    expect(unknown.data).toMatchObject({ ok: false, paymentId: payment.id, message: 'Order not found' });
    const empty = (await paymentsPage.action(
      args('/admin/payments', admin, { intent: 'assign', id: String(payment.id), orderNumber: '' }),
    )) as unknown as Notice;
    expect(empty.init?.status).toBe(400);
    expect(empty.data.errors?.orderNumber).toBe('Order number is required');
    expect((await c2bPayment(app, payment.transId))?.status).toBe('unmatched');
  });
});
