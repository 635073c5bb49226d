// Packing slips as PDFs: one order's and a batch's, on A4 and on an 80 mm roll, read back for what
// they print (the order, the customer, the items with their sizes, the pickup point, prices only
// when asked, the tracking code); who may have them, and what a bad list answers.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPrice } from '../../src/core/currency-format';
import { qrMatrix } from '../../src/server/services/printing';
import { PackingSlipLinks } from '../../src/web/components/admin/orders/packing-slip-links';
import { personas, type Caller, type Persona } from '../support/accounts';
import { drawnQr, readPdf } from '../support/pdf-content';
import { startTestApp, type TestApp } from '../support/test-app';
import { customer, postOrder, productWithStock } from './orders-helpers';
import { insertPickupPoint } from './pickup-point-helpers';

let app: TestApp;
let as: Record<Persona, Caller>;
let product: Awaited<ReturnType<typeof productWithStock>>;
let riderOrder: string;
let pickupOrder: string;
let wholesaleOrder: string;

async function place(body: Record<string, unknown>) {
  const response = await postOrder(app, {
    ...customer,
    paymentMethod: 'pay_later',
    items: [{ id: product.id, quantity: 3 }],
    ...body,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { orderNumber: string }).orderNumber;
}

beforeAll(async () => {
  app = await startTestApp();
  as = await personas(app);
  product = await productWithStock(app, 500);
  riderOrder = await place({ customerName: 'Ŋugi Ānanya 🌿', customerPhone: '0722000111' });
  const point = await insertPickupPoint(app);
  pickupOrder = await place({
    deliveryArea: 'Mombasa',
    deliveryMethod: 'pickup_point',
    pickupPointId: point.id,
  });
  const placed = await as.approved.post('/api/reseller/orders', {
    items: [{ id: product.id, quantity: 2 }],
    notes: 'Deliver Monday morning',
  });
  expect(placed.status).toBe(201);
  wholesaleOrder = ((await placed.json()) as { orderNumber: string }).orderNumber;
});
afterAll(async () => {
  await app.services.jobs.drain();
  await app.close();
});

async function pdfOf(path: string) {
  const response = await as.admin.get(path);
  expect(response.status, path).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  return readPdf(new Uint8Array(await response.arrayBuffer()));
}

const slip = (orderNumber: string, query = '') =>
  pdfOf(`/api/admin/orders/${orderNumber}/packing-slip.pdf${query}`);

describe('GET /api/admin/orders/{n}/packing-slip.pdf', () => {
  it('prints the shop, the order, the customer, the address and the items with their sizes on A4', async () => {
    const { document, pages, text } = await slip(riderOrder);
    expect(pages).toHaveLength(1);
    expect(document.getPage(0).getWidth()).toBeCloseTo(595.28, 1);
    expect(text).toEqual(
      expect.arrayContaining([
        'Packing slip',
        riderOrder,
        // What the standard fonts cannot write comes out as what they can.
        '?ugi Ananya ?',
        '0722000111',
        customer.deliveryAddress,
        customer.deliveryArea,
        'Delivery to your door',
        product.name,
        product.size,
        '3',
      ]),
    );
    expect(text).not.toContain('Pickup point');
  });

  it('prints no prices unless asked, and the prices and totals with ?prices=1', async () => {
    const unit = formatPrice(product.priceCents);
    const without = await slip(riderOrder);
    expect(without.text.some((line) => line.includes('KSH'))).toBe(false);
    expect(without.text).not.toContain('Total');
    const withPrices = await slip(riderOrder, '?prices=1');
    expect(withPrices.text).toEqual(
      expect.arrayContaining([unit, formatPrice(product.priceCents * 3), 'Subtotal', 'Total']),
    );
  });

  it('names a pickup order’s point with its town, address and hours instead of an address', async () => {
    const { text } = await slip(pickupOrder);
    expect(text).toEqual(
      expect.arrayContaining([
        'Pickup point',
        'Nyali Parcel Agent',
        'Nyali',
        'Links Road, Nyali Centre, shop 12',
        'Hours: Mon-Sat 8am-7pm',
      ]),
    );
    expect(text).not.toContain(customer.deliveryAddress);
  });

  it('draws the code of the order’s tracking link', async () => {
    const { pages } = await slip(pickupOrder);
    const link = `${app.config.publicUrl}/track-order?order=${encodeURIComponent(pickupOrder)}`;
    expect(drawnQr(pages[0]!.operators)).toEqual(qrMatrix(link));
  });

  it('prints the reseller’s notes and business on a wholesale order', async () => {
    const { text } = await slip(wholesaleOrder);
    expect(text).toEqual(
      expect.arrayContaining(["Customer's notes", 'Deliver Monday morning', 'Approved Duka']),
    );
  });

  it('keeps the shop’s own Pay Later note off a retail slip', async () => {
    const { text } = await slip(riderOrder);
    expect(text.join(' ')).not.toContain('Pay Later');
    expect(text).not.toContain("Customer's notes");
  });

  it('prints on an 80 mm roll, as long as the slip, with the same content', async () => {
    const { document, text, pages } = await slip(pickupOrder, '?size=receipt&prices=1');
    expect(pages).toHaveLength(1);
    const page = document.getPage(0);
    expect(page.getWidth()).toBeCloseTo(226.77, 1);
    expect(page.getHeight()).toBeGreaterThan(300);
    expect(page.getHeight()).toBeLessThan(1000);
    expect(text).toEqual(expect.arrayContaining([pickupOrder, 'Nyali Parcel Agent', 'Total']));
    expect(text.join(' ')).toContain(product.name);
  });

  it('answers 404 for an unknown order and 400 for a bad size', async () => {
    expect((await as.admin.get('/api/admin/orders/HM-00000000/packing-slip.pdf')).status).toBe(404);
    expect((await as.admin.get(`/api/admin/orders/${riderOrder}/packing-slip.pdf?size=a5`)).status).toBe(400);
  });
});

describe('GET /api/admin/fulfilment/packing-slips.pdf', () => {
  it('prints a slip a page, in the order given', async () => {
    const orders = [pickupOrder, riderOrder.toLowerCase(), wholesaleOrder].join(',');
    const { pages } = await pdfOf(`/api/admin/fulfilment/packing-slips.pdf?orders=${orders}`);
    expect(pages).toHaveLength(3);
    expect(pages.map((page) => page.text.find((line) => line.startsWith('HM-')))).toEqual([
      pickupOrder,
      riderOrder,
      wholesaleOrder,
    ]);
    const rolls = await pdfOf(`/api/admin/fulfilment/packing-slips.pdf?size=receipt&orders=${orders}`);
    expect(rolls.pages).toHaveLength(3);
    expect(rolls.document.getPages().every((page) => Math.abs(page.getWidth() - 226.77) < 0.1)).toBe(true);
  });

  it('refuses an empty list, a list with a bad number, more than 100 orders, and answers 404 for an unknown one', async () => {
    const batch = (query: string) => as.admin.get(`/api/admin/fulfilment/packing-slips.pdf?${query}`);
    expect((await batch('')).status).toBe(400);
    expect((await batch('orders=')).status).toBe(400);
    expect((await batch(`orders=${riderOrder},not-an-order`)).status).toBe(400);
    const many = Array.from({ length: 101 }, (_, index) => `HM-${String(index).padStart(8, '0')}`);
    const tooMany = await batch(`orders=${many.join(',')}`);
    expect(tooMany.status).toBe(400);
    expect(await tooMany.text()).toContain('At most 100');
    expect((await batch(`orders=${riderOrder},HM-00000000`)).status).toBe(404);
  });
});

describe('who may print packing slips', () => {
  it.each([
    ['anonymous', 401],
    ['unapproved', 403],
    ['approved', 403],
  ] as const)('answers %s with %i', async (who, status) => {
    expect((await as[who].get(`/api/admin/orders/${riderOrder}/packing-slip.pdf`)).status).toBe(status);
    expect((await as[who].get(`/api/admin/fulfilment/packing-slips.pdf?orders=${riderOrder}`)).status).toBe(
      status,
    );
  });
});

describe('the order view’s packing slip links', () => {
  it('link to the slip on A4 and on the roll, with and without prices, each a PDF', async () => {
    const html = renderToStaticMarkup(createElement(PackingSlipLinks, { orderNumber: riderOrder }));
    const hrefs = [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));
    const base = `/api/admin/orders/${riderOrder}/packing-slip.pdf`;
    expect(hrefs).toEqual([
      `${base}?size=a4`,
      `${base}?size=receipt`,
      `${base}?size=a4&prices=1`,
      `${base}?size=receipt&prices=1`,
    ]);
    expect(html).toContain('80 mm receipt');
    for (const href of hrefs) await pdfOf(href);
  });
});
