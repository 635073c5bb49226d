// A storefront screen reads one model through both its doors: the product page and
// GET /api/products/:id show the same product, the tracking page and GET /api/orders/track the same
// order. The pages are called through their route loaders, as React Router calls them.
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { MemoryRouter, type AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPrice } from '../../src/core/currency-format';
import { centsToDecimalString } from '../../src/core/money';
import { formatShopDateTime } from '../../src/core/shop-time';
import type { TrackingView } from '../../src/core/tracking-view';
import { insertProduct } from '../../src/server/db/seed/product-factory';
import { catalogueChanged } from '../../src/server/services/catalogue';
import { TrackResult } from '../../src/web/components/track/track-result';
import { loader as productPageLoader } from '../../src/web/routes/product';
import { loader as trackPageLoader } from '../../src/web/routes/track-order';
import { startTestApp, type TestApp } from '../support/test-app';
import { c2bNotice, postConfirmation } from './c2b-helpers';
import { customer, postOrder, productWithStock } from './orders-helpers';

let app: TestApp;
let adminId: number;

beforeAll(async () => {
  app = await startTestApp({ env: { ETIMS_MODE: 'simulated' } });
  const { user } = await app.services.accounts.createOrPromoteAdmin({
    email: 'views-admin@example.com',
    password: 'admin password long',
  });
  adminId = user.id;
});
afterAll(async () => {
  await app.services.jobs.drain();
  await app.close();
});

// Each lookup counts against its address's tracking limit: every test speaks from its own.
let addresses = 0;
const pageContext = () =>
  ({ services: app.services, clientAddress: `198.51.100.${++addresses}` }) as AppLoadContext;

describe('the product page and GET /api/products/:id', () => {
  it('show the same product, every size with its price, stock and picture', async () => {
    const product = await insertProduct(app.db, {
      slug: 'one-view-butter',
      name: 'One View Butter',
      variants: [
        { label: '100 g', sku: 'OVB-100G', priceCents: 450_00, stockQuantity: 0 },
        { label: '250 g', sku: 'OVB-250G', priceCents: 900_50, stockQuantity: 6 },
      ],
    });
    catalogueChanged();

    const api = await fetch(`${app.url}/api/products/${product.id}`);
    expect(api.status).toBe(200);
    const answer = await api.json();
    const page = (await productPageLoader({
      request: new Request(`http://shop.test/product/${product.id}`),
      context: pageContext(),
      params: { id: String(product.id) },
    } as never)) as { product: unknown };

    expect(page.product).toEqual(answer);
    expect(answer).toMatchObject({
      name: 'One View Butter',
      price: '900.50',
      inStock: true,
      variants: [
        { label: '100 g', price: '450.00', inStock: false },
        { label: '250 g', price: '900.50', inStock: true },
      ],
    });
  });
});

/** The order through both doors: GET /api/orders/track's answer and the tracking page's data. */
async function trackedBothWays(orderNumber: string, email: string) {
  const query = new URLSearchParams({ orderNumber, email });
  const api = await fetch(`${app.url}/api/orders/track?${query}`);
  expect(api.status).toBe(200);
  const page = (await trackPageLoader({
    request: new Request(`http://shop.test/track-order?${query}`),
    context: pageContext(),
    params: {},
  } as never)) as { outcome: { kind: string; order?: TrackingView } };
  expect(page.outcome.kind).toBe('found');
  return { answer: (await api.json()) as TrackingView, shown: page.outcome.order! };
}

/** The text the tracking page's result card shows for the order. */
function cardText(order: TrackingView, email: string) {
  const html = renderToStaticMarkup(
    createElement(MemoryRouter, null, createElement(TrackResult, { order, email })),
  );
  return html.replace(/<!-- -->/g, '');
}

describe('the tracking page and GET /api/orders/track', () => {
  it('show the same order: status, lines, totals, tax invoice and timeline with its times', async () => {
    const product = await productWithStock(app, 5);
    const placed = await postOrder(app, {
      ...customer,
      items: [{ id: product.id, quantity: 2 }],
      paymentMethod: 'mpesa',
    });
    const { orderNumber } = (await placed.json()) as { orderNumber: string };
    const order = (await app.services.orders.findByNumber(orderNumber))!;
    await app.services.orders.markPaid(order.id, { transactionId: 'QVW1EWS2ON', actor: 'mpesa' });
    await app.services.jobs.drain();
    await app.services.orders.moveStatus({ id: order.id }, 'processing', { adminId });
    const { answer, shown } = await trackedBothWays(orderNumber, customer.customerEmail);

    expect(shown).toEqual(answer);
    expect(answer).not.toHaveProperty('paymentToken');
    expect(answer).toMatchObject({
      orderNumber,
      status: 'processing',
      subtotal: centsToDecimalString(product.priceCents * 2),
      totalAmount: centsToDecimalString(order.totalCents),
      items: [{ name: product.name, size: product.size, quantity: 2 }],
      taxInvoice: { url: `/orders/${orderNumber}/invoice?email=wanjiku%40example.com`, issued: true },
      paybill: null,
    });
    expect(answer.history.map((entry) => entry.status)).toEqual([
      'awaiting_payment',
      'confirmed',
      'processing',
    ]);
    for (const entry of answer.history) expect(Date.parse(entry.at)).not.toBeNaN();

    // And the page renders those facts from it.
    const text = cardText(shown, customer.customerEmail);
    expect(text).toContain(orderNumber);
    expect(text).toContain(formatPrice(order.totalCents));
    expect(text).toContain('Qty 2');
    expect(text).toContain('Tax invoice');
    for (const entry of answer.history.filter((e) => e.status !== 'awaiting_payment')) {
      expect(text).toContain(formatShopDateTime(entry.at));
    }
  });

  it('show the same Paybill part payment and what is still to pay', async () => {
    const product = await productWithStock(app, 5, 1);
    const placed = await postOrder(app, {
      ...customer,
      items: [{ id: product.id, quantity: 1 }],
      paymentMethod: 'mpesa',
    });
    const { orderNumber } = (await placed.json()) as { orderNumber: string };
    const order = (await app.services.orders.findByNumber(orderNumber))!;
    expect(
      (await postConfirmation(app, c2bNotice(app, { billRef: orderNumber, amountKes: 100 }))).status,
    ).toBe(200);

    const { answer, shown } = await trackedBothWays(orderNumber, customer.customerEmail);

    expect(shown).toEqual(answer);
    const due = Math.ceil(order.totalCents / 100) * 100 - 100_00;
    expect(answer).toMatchObject({
      status: 'awaiting_payment',
      paybill: { paid: '100.00', due: centsToDecimalString(due) },
      taxInvoice: null,
    });
    expect(cardText(shown, customer.customerEmail)).toContain(
      `Part payment: ${formatPrice(100_00)} received, ${formatPrice(due)} still to pay.`,
    );
  });
});
