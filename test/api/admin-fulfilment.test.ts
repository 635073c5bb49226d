// The To pack screen's JSON: the orders waiting to be packed (paid, confirmed Pay Later, accepted
// wholesale, and those being prepared) oldest first, never unpaid, shipped or cancelled ones; the
// pick list's units per product and size over a selection; and the numbers it refuses, by name.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderStatus } from '../../src/core/order-status';
import { orders } from '../../src/server/db/schema';
import { insertProduct, type InsertedProduct } from '../../src/server/db/seed/product-factory';
import { catalogueChanged } from '../../src/server/services/catalogue';
import { personas, type Caller, type Persona } from '../support/accounts';
import { startTestApp, type TestApp } from '../support/test-app';
import { customer, postOrder } from './orders-helpers';
import { insertPickupPoint } from './pickup-point-helpers';

let app: TestApp;
let as: Record<Persona, Caller>;
let butter: InsertedProduct;
let soap: InsertedProduct;
type Placed =
  | 'paid'
  | 'payLater'
  | 'processing'
  | 'wholesale'
  | 'pendingWholesale'
  | 'unpaidMpesa'
  | 'unconfirmedPayLater'
  | 'shipped'
  | 'delivered'
  | 'cancelled';
const placed = {} as Record<Placed, string>;

async function retail(body: Record<string, unknown>) {
  const response = await postOrder(app, { ...customer, paymentMethod: 'pay_later', ...body });
  expect(response.status).toBe(201);
  return ((await response.json()) as { orderNumber: string }).orderNumber;
}

/** Puts the order where the test needs it: its status, and placed `minutesAgo` before now. */
async function setOrder(orderNumber: string, status: OrderStatus, minutesAgo: number) {
  await app.db
    .update(orders)
    .set({ status, createdAt: new Date(Date.now() - minutesAgo * 60_000) })
    .where(eq(orders.orderNumber, orderNumber));
}

beforeAll(async () => {
  app = await startTestApp();
  const { ids: _ids, ...callers } = await personas(app);
  as = callers;
  butter = await insertProduct(app.db, {
    slug: 'whipped-shea-pack-test',
    name: 'Whipped Shea Butter',
    variants: [
      { label: '100 ml', sku: 'WSB-100ML', priceCents: 600_00, stockQuantity: 50, position: 0 },
      { label: '250 ml', sku: 'WSB-250ML', priceCents: 1200_00, stockQuantity: 50, position: 1 },
    ],
  });
  soap = await insertProduct(app.db, {
    slug: 'black-soap-pack-test',
    name: 'African Black Soap',
    variants: [{ label: '200 g', sku: 'ABS-200G', priceCents: 400_00, stockQuantity: 50, position: 0 }],
  });
  catalogueChanged();
  const [small, large] = butter.variantIds;
  const point = await insertPickupPoint(app);

  placed.paid = await retail({
    paymentMethod: 'mpesa',
    customerName: 'Baraka Mwangi',
    items: [
      { id: butter.id, variantId: large, quantity: 2 },
      { id: butter.id, variantId: small, quantity: 1 },
    ],
  });
  placed.payLater = await retail({
    customerName: 'Akinyi Odhiambo',
    deliveryArea: 'Mombasa',
    deliveryMethod: 'pickup_point',
    pickupPointId: point.id,
    items: [
      { id: butter.id, variantId: large, quantity: 1 },
      { id: soap.id, quantity: 3 },
    ],
  });
  placed.processing = await retail({ items: [{ id: soap.id, quantity: 1 }] });
  const wholesale = await as.approved.post('/api/reseller/orders', { items: [{ id: 1, quantity: 3 }] });
  expect(wholesale.status).toBe(201);
  placed.wholesale = ((await wholesale.json()) as { orderNumber: string }).orderNumber;
  placed.pendingWholesale = (
    (await (await as.approved.post('/api/reseller/orders', { items: [{ id: 1, quantity: 3 }] })).json()) as {
      orderNumber: string;
    }
  ).orderNumber;
  placed.unpaidMpesa = await retail({ paymentMethod: 'mpesa', items: [{ id: soap.id, quantity: 1 }] });
  placed.unconfirmedPayLater = await retail({ items: [{ id: soap.id, quantity: 1 }] });
  placed.shipped = await retail({ items: [{ id: soap.id, quantity: 1 }] });
  placed.delivered = await retail({ items: [{ id: soap.id, quantity: 1 }] });
  placed.cancelled = await retail({ items: [{ id: soap.id, quantity: 1 }] });

  // Placed in another order than the one they wait in: the list goes by when each was placed.
  await setOrder(placed.payLater, 'confirmed', 50);
  await setOrder(placed.processing, 'processing', 40);
  await setOrder(placed.paid, 'confirmed', 30);
  await setOrder(placed.wholesale, 'confirmed', 20);
  await setOrder(placed.shipped, 'shipped', 60);
  await setOrder(placed.delivered, 'delivered', 60);
  await setOrder(placed.cancelled, 'cancelled', 60);
});
afterAll(async () => {
  await app.services.jobs.drain();
  await app.close();
});

interface PackJson {
  page: number;
  pageSize: number;
  total: number;
  orders: Record<string, unknown>[];
}

const pickList = (query: string) => as.admin.get(`/api/admin/fulfilment/pick-list?${query}`);
const errorOf = async (response: Response) => ((await response.json()) as { message: string }).message;

describe('who may read what there is to pack', () => {
  it.each([
    ['anonymous', 401],
    ['unapproved', 403],
    ['approved', 403],
  ] as const)('answers %s with %i', async (who, status) => {
    expect((await as[who].get('/api/admin/fulfilment')).status).toBe(status);
    expect((await as[who].get(`/api/admin/fulfilment/pick-list?orders=${placed.paid}`)).status).toBe(status);
  });
});

describe('GET /api/admin/fulfilment', () => {
  it('lists paid, confirmed Pay Later, accepted wholesale and processing orders, oldest first', async () => {
    const response = await as.admin.get('/api/admin/fulfilment');
    expect(response.status).toBe(200);
    const answer = (await response.json()) as PackJson;
    expect(answer).toMatchObject({ page: 1, pageSize: 25, total: 4 });
    expect(answer.orders.map((order) => order.orderNumber)).toEqual([
      placed.payLater,
      placed.processing,
      placed.paid,
      placed.wholesale,
    ]);
  });

  it('says who, where, how it goes, how many units, what it costs and how it is paid', async () => {
    const answer = (await (await as.admin.get('/api/admin/fulfilment')).json()) as PackJson;
    expect(answer.orders[0]).toEqual({
      orderNumber: placed.payLater,
      kind: 'retail',
      status: 'confirmed',
      createdAt: expect.any(String),
      customerName: 'Akinyi Odhiambo',
      deliveryArea: 'Mombasa',
      deliveryMethod: 'pickup_point',
      pickupPointName: 'Nyali Parcel Agent',
      units: 4,
      totalAmount: '2550.00',
      paymentMethod: 'pay_later',
      packingSlips: {
        a4: `/api/admin/orders/${placed.payLater}/packing-slip.pdf?size=a4`,
        receipt: `/api/admin/orders/${placed.payLater}/packing-slip.pdf?size=receipt`,
      },
    });
    expect(answer.orders[2]).toMatchObject({
      customerName: 'Baraka Mwangi',
      deliveryMethod: 'rider',
      pickupPointName: null,
      units: 3,
      paymentMethod: 'mpesa',
    });
    expect(answer.orders[3]).toMatchObject({ kind: 'wholesale', units: 3 });
  });

  it('pages past the end to an empty page', async () => {
    const answer = (await (await as.admin.get('/api/admin/fulfilment?page=2')).json()) as PackJson;
    expect(answer).toMatchObject({ page: 2, total: 4, orders: [] });
  });
});

describe('GET /api/admin/fulfilment/pick-list', () => {
  it('adds up the units of each product and size over the orders, by product then size', async () => {
    const response = await pickList(`orders=${placed.paid},${placed.payLater.toLowerCase()}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      orderNumbers: [placed.payLater, placed.paid],
      orderCount: 2,
      totalUnits: 7,
      lines: [
        { productId: soap.id, name: 'African Black Soap', size: '200 g', sku: 'ABS-200G', units: 3 },
        { productId: butter.id, name: 'Whipped Shea Butter', size: '100 ml', sku: 'WSB-100ML', units: 1 },
        { productId: butter.id, name: 'Whipped Shea Butter', size: '250 ml', sku: 'WSB-250ML', units: 3 },
      ],
    });
  });

  it('takes the parameter repeated as well, and each order once', async () => {
    const answer = (await (
      await pickList(`orders=${placed.processing}&orders=${placed.paid}&orders=${placed.processing}`)
    ).json()) as { orderCount: number; totalUnits: number };
    expect(answer).toMatchObject({ orderCount: 2, totalUnits: 4 });
  });

  it('refuses numbers that are no order or not waiting to be packed, naming them', async () => {
    const notReady = [
      placed.unpaidMpesa,
      placed.unconfirmedPayLater,
      placed.pendingWholesale,
      placed.shipped,
      placed.delivered,
      placed.cancelled,
    ];
    for (const number of notReady) {
      const response = await pickList(`orders=${placed.paid},${number}`);
      expect(response.status, number).toBe(400);
      expect(await errorOf(response)).toBe(`This order is not waiting to be packed: ${number}.`);
    }
    const unknown = await pickList(`orders=HM-00000000,${placed.paid},HM-11111111`);
    expect(unknown.status).toBe(400);
    expect(await errorOf(unknown)).toBe(
      'These orders are not waiting to be packed: HM-00000000, HM-11111111.',
    );
    const malformed = await pickList(`orders=${placed.paid},42,HM-nope`);
    expect(malformed.status).toBe(400);
    expect(await errorOf(malformed)).toBe('Not an order number: 42, HM-nope.');
  });

  it('asks for orders, and at most 100 of them, as many as one PDF of slips takes', async () => {
    expect(await errorOf(await pickList(''))).toBe('Choose the orders to pick for.');
    expect((await pickList('orders=,')).status).toBe(400);
    const many = Array.from({ length: 101 }, (_, i) => `HM-${String(i).padStart(8, '0')}`);
    const response = await pickList(`orders=${many.join(',')}`);
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toBe('A pick list covers at most 100 orders; 101 were chosen.');
  });
});
