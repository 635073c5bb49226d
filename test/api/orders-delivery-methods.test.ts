// POST /api/orders with a delivery method: a rider, a courier or a pickup point, each stored with the
// order at its own fee (free over the threshold all the same), every choice the area does not offer
// refused with nothing stored, and the point named wherever the order is shown.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ShopSettings } from '../../src/core/shop-settings-values';
import { discountCodes, orders, pickupPoints, productVariants } from '../../src/server/db/schema';
import { catalogueChanged } from '../../src/server/services/catalogue';
import { personas, type Caller } from '../support/accounts';
import { startTestApp, type TestApp } from '../support/test-app';
import { isGsm7, smsSegments } from '../../src/core/sms-length';
import { insertPickupPoint } from './pickup-point-helpers';
import { customer, outbox, postOrder, productWithStock, stockOf } from './orders-helpers';
import { smsRowsOf } from './sms-helpers';

let app: TestApp;
let admin: Caller;
let reseller: Caller;

beforeAll(async () => {
  app = await startTestApp();
  ({ admin, approved: reseller } = await personas(app));
});
afterAll(async () => {
  await app.services.jobs.drain();
  await app.close();
});

interface PlacedJson {
  orderNumber: string;
  deliveryArea: string;
  deliveryMethod: string;
  pickupPointId: number | null;
  subtotal: string;
  deliveryFee: string;
  totalAmount: string;
}

const pickupPoint = (fields: Parameters<typeof insertPickupPoint>[1] = {}) => insertPickupPoint(app, fields);

let product: Awaited<ReturnType<typeof productWithStock>>;

/** The one product these orders buy, priced so the subtotal is `priceCents` a unit. */
async function priced(priceCents: number) {
  await app.db.update(productVariants).set({ priceCents }).where(eq(productVariants.id, product.variantId));
  catalogueChanged();
}

beforeEach(async () => {
  product = await productWithStock(app, 1_000);
  await priced(1_000_00);
});

function order(fields: Record<string, unknown> = {}) {
  return postOrder(app, {
    ...customer,
    deliveryArea: 'Mombasa',
    paymentMethod: 'pay_later',
    items: [{ id: product.id, quantity: 1 }],
    ...fields,
  });
}

async function placed(fields: Record<string, unknown> = {}): Promise<PlacedJson> {
  const response = await order(fields);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as PlacedJson;
}

async function rowOf(orderNumber: string) {
  const [row] = await app.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  return row!;
}

async function orderCount() {
  const [row] = await app.db.select({ n: count() }).from(orders);
  return row!.n;
}

/** The answer is a 400 naming `field` with `message`, and neither an order nor a unit of stock moved. */
async function refused(fields: Record<string, unknown>, field: string, message: string | RegExp) {
  const before = { orders: await orderCount(), stock: await stockOf(app, product.id) };
  const response = await order(fields);
  expect(response.status).toBe(400);
  const body = (await response.json()) as { message: string; errors: Record<string, string> };
  expect(body.errors[field]).toMatch(message);
  expect({ orders: await orderCount(), stock: await stockOf(app, product.id) }).toEqual(before);
}

async function deliverySettings(change: (delivery: ShopSettings['delivery']) => ShopSettings['delivery']) {
  const now = (await (await admin.get('/api/admin/settings')).json()) as ShopSettings;
  const response = await admin.send('PATCH', '/api/admin/settings', { delivery: change(now.delivery) });
  expect(response.status, await response.clone().text()).toBe(200);
}

const withArea = (name: string, change: Partial<ShopSettings['delivery']['areas'][0]>) =>
  deliverySettings((delivery) => ({
    ...delivery,
    areas: delivery.areas.map((area) => (area.name === name ? { ...area, ...change } : area)),
  }));

describe('placing an order with a delivery method', () => {
  it("makes an order without a method a rider's at the area's fee, as before", async () => {
    const body = await placed();
    expect(body).toMatchObject({
      deliveryMethod: 'rider',
      pickupPointId: null,
      deliveryFee: '600.00',
      totalAmount: '1600.00',
    });
    expect(await rowOf(body.orderNumber)).toMatchObject({
      deliveryMethod: 'rider',
      pickupPointId: null,
      deliveryFeeCents: 600_00,
    });
    expect(await placed({ deliveryMethod: 'rider' })).toMatchObject({
      deliveryMethod: 'rider',
      deliveryFee: '600.00',
    });
  });

  it("charges a courier the area's courier fee", async () => {
    const body = await placed({ deliveryMethod: 'courier' });
    expect(body).toMatchObject({ deliveryMethod: 'courier', pickupPointId: null, deliveryFee: '450.00' });
    expect(await rowOf(body.orderNumber)).toMatchObject({
      deliveryMethod: 'courier',
      pickupPointId: null,
      deliveryFeeCents: 450_00,
      totalCents: 1_450_00,
    });
  });

  it("charges a pickup point the point's own fee and keeps the point", async () => {
    const point = await pickupPoint({ feeCents: 120_00 });
    const body = await placed({ deliveryMethod: 'pickup_point', pickupPointId: point.id });
    expect(body).toMatchObject({
      deliveryMethod: 'pickup_point',
      pickupPointId: point.id,
      deliveryFee: '120.00',
      totalAmount: '1120.00',
    });
    expect(await rowOf(body.orderNumber)).toMatchObject({
      deliveryMethod: 'pickup_point',
      pickupPointId: point.id,
      deliveryFeeCents: 120_00,
    });
  });

  it('delivers free over the threshold whichever the method', async () => {
    await priced(3_000_01);
    const point = await pickupPoint();
    for (const fields of [
      {},
      { deliveryMethod: 'courier' },
      { deliveryMethod: 'pickup_point', pickupPointId: point.id },
    ]) {
      const body = await placed(fields);
      expect(body, JSON.stringify(fields)).toMatchObject({ deliveryFee: '0.00', totalAmount: '3000.01' });
      expect((await rowOf(body.orderNumber)).deliveryFeeCents).toBe(0);
    }
  });
});

describe('choices refused with nothing stored', () => {
  it('refuses an unknown method', async () => {
    await refused(
      { deliveryMethod: 'drone' },
      'deliveryMethod',
      'Delivery method must be rider, pickup_point or courier',
    );
  });

  it('refuses a pickup without a point, and a point with another method or none', async () => {
    const point = await pickupPoint();
    await refused({ deliveryMethod: 'pickup_point' }, 'pickupPointId', 'Please choose a pickup point');
    await refused(
      { deliveryMethod: 'courier', pickupPointId: point.id },
      'pickupPointId',
      /only for pickup point/,
    );
    await refused({ pickupPointId: point.id }, 'pickupPointId', /only for pickup point/);
  });

  it('refuses a point that is switched off, serves another area or does not exist', async () => {
    const off = await pickupPoint({ active: false });
    const kisumu = await pickupPoint({ area: 'Kisumu', town: 'Kisumu' });
    const message = 'This pickup point does not take orders for Mombasa. Please choose another.';
    await refused({ deliveryMethod: 'pickup_point', pickupPointId: off.id }, 'pickupPointId', message);
    await refused({ deliveryMethod: 'pickup_point', pickupPointId: kisumu.id }, 'pickupPointId', message);
    await refused({ deliveryMethod: 'pickup_point', pickupPointId: 2_000_000 }, 'pickupPointId', message);
  });

  it('refuses a point the owner switched off between the checkout and placing', async () => {
    const point = await pickupPoint();
    // The checkout offered it...
    const [shown] = await app.db.select().from(pickupPoints).where(eq(pickupPoints.id, point.id));
    expect(shown!.active).toBe(true);
    // ...and the owner switched it off before the shopper placed the order.
    await app.db.update(pickupPoints).set({ active: false }).where(eq(pickupPoints.id, point.id));
    await refused(
      { deliveryMethod: 'pickup_point', pickupPointId: point.id },
      'pickupPointId',
      /does not take orders/,
    );
  });

  it('refuses a courier where the area has no courier fee, and a rider where riders are off', async () => {
    await refused(
      { deliveryArea: 'Westlands', deliveryMethod: 'courier' },
      'deliveryMethod',
      'Courier is not offered in Westlands. Please choose another way.',
    );
    await withArea('Mombasa', { rider: false });
    try {
      await refused(
        {},
        'deliveryMethod',
        'Delivery to your door is not offered in Mombasa. Please choose another way.',
      );
      await refused({ deliveryMethod: 'rider' }, 'deliveryMethod', /not offered in Mombasa/);
      expect(await placed({ deliveryMethod: 'courier' })).toMatchObject({ deliveryFee: '450.00' });
    } finally {
      await withArea('Mombasa', { rider: true });
    }
  });
});

describe('the pickup point wherever the order shows', () => {
  const where = {
    name: 'Nyali Parcel Agent',
    town: 'Nyali',
    address: 'Links Road, Nyali Centre, shop 12',
    hours: 'Mon-Sat 8am-7pm',
  };

  // Each with its own e-mail and phone: a customer gets a few mails and texts an hour, no more.
  const pickupCustomer = { customerEmail: 'nyali@example.com', customerPhone: '0712000901' };
  const courierCustomer = { customerEmail: 'courier@example.com', customerPhone: '0712000902' };

  it('names it in the tracking answer, the mail and the text of the new order', async () => {
    const point = await pickupPoint();
    const body = await placed({ ...pickupCustomer, deliveryMethod: 'pickup_point', pickupPointId: point.id });
    const query = new URLSearchParams({ orderNumber: body.orderNumber, email: pickupCustomer.customerEmail });
    const tracked = await fetch(`${app.url}/api/orders/track?${query.toString()}`);
    expect(tracked.status).toBe(200);
    expect(await tracked.json()).toMatchObject({
      deliveryMethod: 'pickup_point',
      pickupPointId: point.id,
      pickupPoint: { id: point.id, ...where },
      deliveryFee: '150.00',
    });

    const mail = (await outbox(app)).find(
      (m) =>
        m.to === pickupCustomer.customerEmail && m.subject.startsWith(`Order ${body.orderNumber} received`),
    )!;
    expect(mail.text).toContain('Pickup point (Mombasa): ');
    expect(mail.text).toContain(
      [
        'Deliver to:',
        '  Wanjiku Kamau',
        '  Collect from Nyali Parcel Agent',
        `  ${where.address}`,
        '  Nyali, open Mon-Sat 8am-7pm',
      ].join('\n'),
    );
    expect(mail.text).not.toContain(customer.deliveryAddress);

    const text = (await smsRowsOf(app, body.orderNumber)).find((row) => row.message.includes('received'));
    expect(text!.message).toContain(`received, total KES 1,150.`);
    // The hours do not fit beside the Pay Later promise: the mail and the tracking page give them.
    expect(text!.message).toMatch(
      / Pay Later: we will call you within 10 minutes\. Collect at Nyali Parcel Agent, Nyali\.$/,
    );
    expect(isGsm7(text!.message)).toBe(true);
    expect(smsSegments(text!.message)).toBe(1);
  });

  it("keeps a rider's and a courier's mail to the address, and says which way it goes", async () => {
    const body = await placed({ ...courierCustomer, deliveryMethod: 'courier' });
    const mail = (await outbox(app)).find(
      (m) =>
        m.to === courierCustomer.customerEmail && m.subject.startsWith(`Order ${body.orderNumber} received`),
    )!;
    expect(mail.text).toContain('Courier (Mombasa): ');
    expect(mail.text).toContain(`  ${customer.deliveryAddress}\n  Mombasa`);
    const text = (await smsRowsOf(app, body.orderNumber)).find((row) => row.message.includes('received'));
    expect(text!.message).not.toContain('Collect at');
  });

  it("shows it on the console's order and in the orders CSV's Delivery column", async () => {
    const point = await pickupPoint();
    const pickup = await placed({ deliveryMethod: 'pickup_point', pickupPointId: point.id });
    const courier = await placed({ deliveryMethod: 'courier' });
    const rider = await placed();

    const detail = (await (await admin.get(`/api/admin/orders/${pickup.orderNumber}`)).json()) as Record<
      string,
      unknown
    >;
    expect(detail).toMatchObject({ deliveryMethod: 'pickup_point', pickupPoint: { id: point.id, ...where } });

    const csv = (await (await admin.get('/api/admin/orders/export.csv')).text()).split('\r\n');
    const header = csv[0]!.split(',');
    const column = header.indexOf('Delivery');
    expect(column).toBeGreaterThan(-1);
    const cell = (orderNumber: string) =>
      csv.find((line) => line.startsWith(orderNumber))!.split(',')[column];
    expect(csv.find((line) => line.startsWith(pickup.orderNumber))).toContain(
      ',"Pickup point: Nyali Parcel Agent, Nyali",',
    );
    expect(cell(courier.orderNumber)).toBe('Courier');
    expect(cell(rider.orderNumber)).toBe('Delivery to your door');
  });
});

describe('wholesale orders', () => {
  it("go with the shop's riders at no delivery fee, and name no other method", async () => {
    const response = await reseller.post('/api/reseller/orders', {
      items: [{ id: product.id, quantity: 2 }],
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const body = (await response.json()) as PlacedJson;
    expect(await rowOf(body.orderNumber)).toMatchObject({
      kind: 'wholesale',
      pickupPointId: null,
      deliveryMethod: 'rider',
      deliveryFeeCents: 0,
    });
    const refused = await reseller.post('/api/reseller/orders', {
      items: [{ id: product.id, quantity: 2 }],
      deliveryMethod: 'courier',
    });
    expect(refused.status).toBe(400);
  });
});

describe('a free-delivery code with a delivery method', () => {
  it("takes off the chosen method's fee, in the cart's check as on the order", async () => {
    await app.db.insert(discountCodes).values({ code: 'SHIPFREE', kind: 'free_delivery', value: 0 });
    const point = await pickupPoint();
    const choice = { deliveryMethod: 'pickup_point', pickupPointId: point.id };
    const checked = await fetch(`${app.url}/api/discounts/check`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        code: 'SHIPFREE',
        items: [{ id: product.id, quantity: 1 }],
        deliveryArea: 'Mombasa',
        ...choice,
      }),
    });
    expect(checked.status, await checked.clone().text()).toBe(200);
    expect(await checked.json()).toMatchObject({
      discount: '150.00',
      deliveryFee: '150.00',
      totalAmount: '1000.00',
    });

    const body = await placed({ ...choice, discountCode: 'SHIPFREE' });
    expect(body).toMatchObject({ deliveryFee: '150.00', discount: '150.00', totalAmount: '1000.00' });
  });
});
