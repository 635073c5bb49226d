// Where shoppers and resellers find an order's tax invoice: the tracking page's result card, the
// reseller's My Orders (page and JSON), and the order's confirmation mail. Each links to it only
// once the order has one (confirmed or later).
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../src/server/services/accounts';
import { findTrackedOrder } from '../../src/web/routes/track-order.server';
import { resellerOrders } from '../../src/web/routes/reseller.server';
import { personas } from '../support/accounts';
import { outbox } from '../support/outbox';
import { startTestApp, type TestApp } from '../support/test-app';
import { insertOrder } from './mpesa-helpers';

let app: TestApp;
let as: Awaited<ReturnType<typeof personas>>;

beforeAll(async () => {
  app = await startTestApp({ env: { ETIMS_MODE: 'simulated', MPESA_SIM_CALLBACK_DELAY_MS: '0' } });
  as = await personas(app);
});
afterAll(async () => {
  await app.services.jobs.drain();
  await app.close();
});

let addresses = 0;
const pageContext = () =>
  ({ services: app.services, clientAddress: `203.0.113.${++addresses}` }) as AppLoadContext;

async function tracked(orderNumber: string, email: string) {
  const { outcome } = await findTrackedOrder(pageContext(), { orderNumber, email });
  if (outcome.kind !== 'found') throw new Error(`not found: ${outcome.kind}`);
  return outcome.order;
}

describe('the tracking page', () => {
  it('links a paid order to its tax invoice with the e-mail searched with', async () => {
    const order = await insertOrder(app);
    expect((await tracked(order.orderNumber, order.customerEmail)).taxInvoice, 'unpaid').toBeNull();

    await app.services.orders.markPaid(order.id, { transactionId: 'QTR1CK2IN3', actor: 'mpesa' });
    await app.services.jobs.drain();
    const email = 'Wanjiku@Example.com';
    expect((await tracked(order.orderNumber, email)).taxInvoice).toEqual({
      url: `/orders/${order.orderNumber}/invoice?email=Wanjiku%40Example.com`,
      issued: true,
    });
    // The link opens: the e-mail as typed is the proof.
    const json = await fetch(
      `${app.url}/api/orders/${order.orderNumber}/invoice?email=${encodeURIComponent(email)}`,
    );
    expect(json.status).toBe(200);
  });

  it('says nothing of an invoice for a Pay Later order the shop has not confirmed', async () => {
    const order = await insertOrder(app, { status: 'pending_payment' });
    expect((await tracked(order.orderNumber, order.customerEmail)).taxInvoice).toBeNull();
  });
});

describe('the confirmation mail', () => {
  it('links to the invoice with the order’s payment token', async () => {
    const order = await insertOrder(app);
    await app.services.orders.markPaid(order.id, { transactionId: 'QMA1LS2TO3', actor: 'mpesa' });
    const mail = (await outbox(app)).find((m) => m.subject === `Order ${order.orderNumber} confirmed`);
    const link = `${app.config.publicUrl}/orders/${order.orderNumber}/invoice?paymentToken=${order.paymentToken}`;
    expect(mail?.text).toContain(`Your tax invoice (KRA eTIMS): ${link}`);
    expect(mail?.html).toContain(`href="${link}"`);
  });

  it('of a Pay Later order links to it once the shop confirms the order, not before', async () => {
    const order = await insertOrder(app, { status: 'pending_payment' });
    await app.services.orders.moveStatus({ id: order.id }, 'confirmed', { adminId: as.ids.admin! });
    const mails = (await outbox(app)).filter((m) => m.subject.startsWith(`Order ${order.orderNumber}`));
    expect(mails.map((m) => m.subject)).toEqual([`Order ${order.orderNumber} confirmed`]);
    expect(mails[0]!.text).toContain(
      `/orders/${order.orderNumber}/invoice?paymentToken=${order.paymentToken}`,
    );
  });
});

describe('the reseller’s My Orders', () => {
  it('gives a confirmed order its invoice and PDF links, keeping every other field', async () => {
    const placed = await as.approved.post('/api/reseller/orders', { items: [{ id: 1, quantity: 12 }] });
    expect(placed.status).toBe(201);
    const created = (await placed.json()) as Record<string, unknown>;
    expect(created).toMatchObject({ status: 'pending', invoiceUrl: null, invoicePdfUrl: null });
    const orderNumber = created.orderNumber as string;

    const listed = async () => {
      const response = await as.approved.get('/api/reseller/orders');
      expect(response.status).toBe(200);
      return ((await response.json()) as Record<string, unknown>[]).find(
        (o) => o.orderNumber === orderNumber,
      )!;
    };
    expect(await listed()).toEqual(created);

    const confirmed = await as.admin.post(`/api/admin/wholesale-orders/${orderNumber}/status`, {
      status: 'confirmed',
    });
    expect(confirmed.status).toBe(200);
    const json = await listed();
    expect(json).toEqual({
      ...created,
      status: 'confirmed',
      invoiceUrl: `/orders/${orderNumber}/invoice`,
      invoicePdfUrl: `/api/orders/${orderNumber}/invoice.pdf`,
    });
    // The reseller's session is the proof the links need.
    expect((await as.approved.get(json.invoicePdfUrl as string)).status).toBe(200);

    const page = await resellerOrders(pageContext(), { id: as.ids.approved! } as SessionUser);
    expect(page.find((o) => o.orderNumber === orderNumber)?.invoice).toEqual({
      pageUrl: `/orders/${orderNumber}/invoice`,
      pdfUrl: `/api/orders/${orderNumber}/invoice.pdf`,
    });
  });
});
