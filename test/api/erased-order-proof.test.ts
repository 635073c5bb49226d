// An erased customer's order proves nothing by e-mail or phone any more: the placeholder e-mail it
// now holds (erased@erased.invalid) and its emptied phone open neither its tax invoice (JSON, PDF,
// page) nor its tracking (API, page), and answer exactly as an unknown order does. The shop still
// reads the invoice, which KRA's records keep.
import type { AppLoadContext } from 'react-router';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../src/server/db/schema';
import { findTrackedOrder } from '../../src/web/routes/track-order.server';
import { loadInvoicePage } from '../../src/web/routes/order-invoice.server';
import { personas, type Caller } from '../support/accounts';
import { startTestApp, type TestApp } from '../support/test-app';
import { post } from './mpesa-helpers';
import { paidOrder } from './refunds-helpers';

let app: TestApp;
let owner: Caller;

beforeAll(async () => {
  // Behind one trusted proxy, so each look-up comes from an address of its own (no limit reached).
  app = await startTestApp({
    env: { ETIMS_MODE: 'simulated', MPESA_SIM_CALLBACK_DELAY_MS: '0', TRUST_PROXY: '1' },
  });
  owner = (await personas(app)).admin;
});
afterAll(async () => {
  await app.services.jobs.drain();
  await app.close();
});

const ERASED_EMAIL = 'erased@erased.invalid';
let addresses = 0;
const nextAddress = () => `203.0.113.${++addresses}`;
const get = (path: string) => fetch(`${app.url}${path}`, { headers: { 'x-forwarded-for': nextAddress() } });
const pageContext = () =>
  ({
    services: app.services,
    clientAddress: nextAddress(),
    user: null,
    twoFactor: { setupRequired: false },
  }) as unknown as AppLoadContext;

/** A paid, invoiced order of a customer of its own, and the answers an unknown order gets. */
async function erasedOrder() {
  const { order } = await paidOrder(app);
  const email = `nyambura-${order.orderNumber.toLowerCase()}@example.com`;
  await app.db.update(orders).set({ customerEmail: email }).where(eq(orders.id, order.id));
  await app.services.jobs.drain();
  const invoice = `/api/orders/${order.orderNumber}/invoice`;
  expect((await get(`${invoice}?email=${email}`)).status, 'readable before erasure').toBe(200);
  const erased = await owner.post('/api/admin/privacy/erase', { email });
  expect(erased.status).toBe(200);
  return { order, invoice };
}

async function answer(response: Response) {
  return { status: response.status, body: await response.text() };
}

describe('an erased order', () => {
  it('opens its tax invoice (JSON, PDF, page) for no e-mail, as an unknown order, and still for the owner', async () => {
    const { order, invoice } = await erasedOrder();
    const unknown = `/api/orders/HM-ZZZZZZZZ/invoice`;
    for (const email of [ERASED_EMAIL, 'Erased@Erased.Invalid', ` ${ERASED_EMAIL} `]) {
      const proof = `?email=${encodeURIComponent(email)}`;
      expect(await answer(await get(`${invoice}${proof}`)), email).toEqual(
        await answer(await get(`${unknown}${proof}`)),
      );
      const pdf = await get(`${invoice.replace('/invoice', '/invoice.pdf')}${proof}`);
      expect(pdf.status, email).toBe(404);
      expect(pdf.headers.get('content-type'), email).toMatch(/json/);
      const page = await loadInvoicePage(pageContext(), order.orderNumber, new URLSearchParams({ email }));
      expect(page, email).toEqual({ kind: 'not-found' });
    }
    const shop = await owner.get(invoice);
    expect(shop.status).toBe(200);
    expect(await shop.json()).toMatchObject({ orderNumber: order.orderNumber, status: 'issued' });
  });

  it('is not tracked with the erased e-mail (API and page), as an unknown order', async () => {
    const { order } = await erasedOrder();
    const track = (orderNumber: string) =>
      get(`/api/orders/track?orderNumber=${orderNumber}&email=${encodeURIComponent(ERASED_EMAIL)}`);
    expect(await answer(await track(order.orderNumber))).toEqual(await answer(await track('HM-ZZZZZZZZ')));
    const { outcome } = await findTrackedOrder(pageContext(), {
      orderNumber: order.orderNumber,
      email: ERASED_EMAIL,
    });
    expect(outcome).toEqual({ kind: 'not-found' });
  });

  it('shows its Paybill status to neither the erased e-mail nor an empty payment token (its token is gone)', async () => {
    const { order } = await erasedOrder();
    for (const proof of [
      { customerEmail: ERASED_EMAIL },
      { customerEmail: ERASED_EMAIL, paymentToken: '' },
    ]) {
      const response = await post(app, '/api/mpesa/paybill-status', {
        orderNumber: order.orderNumber,
        ...proof,
      });
      expect(response.status, JSON.stringify(proof)).toBe(404);
    }
  });
});
