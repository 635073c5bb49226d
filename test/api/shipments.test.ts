// Orders leave in parcels: POST /api/admin/orders/{n}/shipments ships some of an order's units by
// rider, courier or pickup point, never a unit twice (409, parallel requests too); the order's status
// follows its parcels; a rider's drop is opened by its texted link and proved by the customer's code
// (400 when wrong, locked after five); a pickup parcel is handed over with its collection code; a
// courier's is delivered on the owner's word; an order with units away cannot be cancelled.
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, shipments, smsMessages } from '../../src/server/db/schema';
import type { InsertedProduct } from '../../src/server/db/seed/product-factory';
import { personas, type Caller, type Persona } from '../support/accounts';
import { startTestApp, type TestApp } from '../support/test-app';
import { customer, outbox, postOrder, sizeStockOf } from './orders-helpers';
import { insertPickupPoint } from './pickup-point-helpers';
import {
  butterInTwoSizes,
  G4S,
  insertRiders,
  OTHER_RIDER_PHONE,
  payLaterButterOrder,
  RIDER_PHONE,
} from './shipment-helpers';
import { orderIdOf } from './sms-helpers';

let app: TestApp;
let as: Record<Persona, Caller>;
let butter: InsertedProduct;
let riderId: number;
let otherRiderId: number;

interface ShipmentJson {
  id: number;
  orderNumber: string;
  status: string;
  method: string;
  riderName: string | null;
  carrier: string | null;
  trackingUrl: string | null;
  items: { variantId: number; name: string; size: string | null; quantity: number }[];
  codeLocked: boolean;
  deliveredAt: string | null;
  riderLink?: string | null;
}

beforeAll(async () => {
  app = await startTestApp();
  const { ids: _ids, ...callers } = await personas(app);
  as = callers;
  butter = await butterInTwoSizes(app, 'S');
  [riderId, otherRiderId] = (await insertRiders(app)) as [number, number];
  const saved = await as.admin.send('PATCH', '/api/admin/settings', {
    delivery: {
      ...(await app.services.settings.read()).delivery,
      couriers: [G4S],
    },
  });
  expect(saved.status).toBe(200);
});

afterAll(() => app.close());

/** A confirmed order of 2 × 250 ml and 1 × 100 ml, as the owner confirms a Pay Later order. */
async function confirmedOrder(body: Record<string, unknown> = {}) {
  const orderNumber = await payLaterButterOrder(app, butter, body);
  const moved = await as.admin.post(`/api/admin/orders/${orderNumber}/status`, { status: 'confirmed' });
  expect(moved.status).toBe(200);
  return orderNumber;
}

const ship = (orderNumber: string, body: unknown) =>
  as.admin.post(`/api/admin/orders/${orderNumber}/shipments`, body);

async function shipped(orderNumber: string, body: unknown): Promise<ShipmentJson> {
  const response = await ship(orderNumber, body);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as ShipmentJson;
}

async function statusOf(orderNumber: string) {
  const [row] = await app.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  return { status: row!.status, unitsShipped: row!.unitsShipped };
}

async function shipmentCount(orderNumber: string) {
  return (
    await app.db
      .select()
      .from(shipments)
      .where(eq(shipments.orderId, await orderIdOf(app, orderNumber)))
  ).length;
}

/** The texts queued for the order to `to`, oldest first. */
async function textsTo(orderNumber: string, to: string) {
  const rows = await app.db
    .select()
    .from(smsMessages)
    .where(and(eq(smsMessages.orderId, await orderIdOf(app, orderNumber)), eq(smsMessages.to, to)))
    .orderBy(asc(smsMessages.id));
  return rows.map((row) => row.message);
}

/** The last four-digit code texted to the customer. */
async function codeTexted(orderNumber: string) {
  const texts = await textsTo(orderNumber, customer.customerPhone);
  const code = texts
    .reverse()
    .map((text) => /code[^0-9]*(\d{4})/i.exec(text)?.[1])
    .find(Boolean);
  expect(code).toBeDefined();
  return code!;
}

/** GET /api/orders/track as the shopper asks it: the order's parcels. */
async function trackedParcels(orderNumber: string) {
  const response = await fetch(
    `${app.url}/api/orders/track?orderNumber=${orderNumber}&email=${encodeURIComponent(customer.customerEmail)}`,
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { shipments: Record<string, unknown>[] }).shipments;
}

const tokenOf = (link: string | null | undefined) => link!.split('/deliver/')[1]!;
const rider = (token: string) => ({
  get: () => fetch(`${app.url}/api/deliveries/${token}`),
  post: (path: string, body: unknown) =>
    fetch(`${app.url}/api/deliveries/${token}/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
});

describe('shipping an order in parts', () => {
  it('ships some units, then the rest: partly shipped is processing, all away is shipped', async () => {
    const orderNumber = await confirmedOrder();
    const [small, large] = butter.variantIds as [number, number];
    const first = await shipped(orderNumber, {
      items: [{ variantId: large, quantity: 1 }],
      method: 'rider',
      riderId,
    });
    expect(first).toMatchObject({
      orderNumber,
      status: 'packed',
      method: 'rider',
      riderName: 'Otieno Ouma',
      items: [{ variantId: large, name: 'Whipped Shea Butter', size: '250 ml', quantity: 1 }],
    });
    expect(first.riderLink).toMatch(/\/deliver\/[A-Za-z0-9_-]{43}$/);
    expect(await statusOf(orderNumber)).toEqual({ status: 'processing', unitsShipped: 1 });
    // The rider is texted the link; the customer is not texted about a parcel still at the shop.
    const [drop] = await textsTo(orderNumber, RIDER_PHONE);
    expect(drop).toContain(first.riderLink!);
    expect(drop).toContain(orderNumber);

    await shipped(orderNumber, {
      items: [
        { variantId: large, quantity: 1 },
        { variantId: small, quantity: 1 },
      ],
      method: 'courier',
      carrier: 'g4s',
      trackingRef: 'G4S-1001',
    });
    expect(await statusOf(orderNumber)).toEqual({ status: 'shipped', unitsShipped: 3 });
    const list = await as.admin.get(`/api/admin/orders/${orderNumber}/shipments`);
    const { shipments: both } = (await list.json()) as { shipments: ShipmentJson[] };
    expect(both.map((s) => [s.method, s.carrier, s.trackingUrl])).toEqual([
      ['rider', null, null],
      ['courier', 'G4S', 'https://g4s.example/track?ref=G4S-1001'],
    ]);
  });

  it('refuses more units than are left (409) and sizes the order does not hold (400), storing nothing', async () => {
    const orderNumber = await confirmedOrder();
    const [small, large] = butter.variantIds as [number, number];
    await shipped(orderNumber, { items: [{ variantId: large, quantity: 2 }], method: 'rider', riderId });
    const tooMany = await ship(orderNumber, {
      items: [
        { variantId: small, quantity: 1 },
        { variantId: large, quantity: 1 },
      ],
      method: 'rider',
      riderId,
    });
    expect(tooMany.status).toBe(409);
    expect(((await tooMany.json()) as { message: string }).message).toBe(
      'No unit of Whipped Shea Butter (250 ml) is left to ship',
    );
    const unknown = await ship(orderNumber, {
      items: [{ variantId: 999_999, quantity: 1 }],
      method: 'rider',
      riderId,
    });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { message: string }).message).toBe('Size 999999 is not in this order');
    expect(await shipmentCount(orderNumber)).toBe(1);
    expect(await statusOf(orderNumber)).toEqual({ status: 'processing', unitsShipped: 2 });
  });

  it('lets only one of two parallel shipments of the same units through', async () => {
    const orderNumber = await confirmedOrder();
    const [, large] = butter.variantIds as [number, number];
    const body = { items: [{ variantId: large, quantity: 2 }], method: 'rider', riderId };
    const answers = await Promise.all([
      ship(orderNumber, body),
      ship(orderNumber, body),
      ship(orderNumber, body),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect(await shipmentCount(orderNumber)).toBe(1);
    expect((await statusOf(orderNumber)).unitsShipped).toBe(2);
  });

  it('checks the request: a rider needs a rider who is on, a courier one of the settings’ couriers', async () => {
    const orderNumber = await confirmedOrder();
    const [, large] = butter.variantIds as [number, number];
    const items = [{ variantId: large, quantity: 1 }];
    const cases: [unknown, number, string][] = [
      [{ items, method: 'rider' }, 400, 'Choose a rider'],
      [{ items, method: 'rider', riderId: 999_999 }, 400, 'Choose a rider who is on'],
      [{ items, method: 'courier', carrier: 'DHL' }, 400, 'Choose one of the couriers in Settings'],
      [{ items, method: 'pickup_point' }, 409, 'This order is not collected from a pickup point'],
      [{ items: [], method: 'rider', riderId }, 400, 'Choose at least one unit to ship'],
      [
        { items: [{ variantId: large, quantity: 0 }], method: 'rider', riderId },
        400,
        'Quantity must be a whole number from 1 to 1000',
      ],
      [{ items, method: 'drone' }, 400, 'Method must be rider, pickup_point or courier'],
    ];
    for (const [body, status, error] of cases) {
      const response = await ship(orderNumber, body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(((await response.json()) as { message: string }).message).toBe(error);
    }
    expect(await shipmentCount(orderNumber)).toBe(0);
  });

  it('ships only a confirmed order, and keeps the console’s door shut to shoppers and resellers', async () => {
    const response = await postOrder(app, {
      ...customer,
      paymentMethod: 'pay_later',
      items: [{ id: butter.id, variantId: butter.variantIds[0], quantity: 1 }],
    });
    const { orderNumber } = (await response.json()) as { orderNumber: string };
    const body = { items: [{ variantId: butter.variantIds[0], quantity: 1 }], method: 'rider', riderId };
    const unpaid = await ship(orderNumber, body);
    expect(unpaid.status).toBe(409);
    expect(((await unpaid.json()) as { message: string }).message).toBe(
      'Only a confirmed order ships: this one is pay later: awaiting payment',
    );
    expect((await as.anonymous.post(`/api/admin/orders/${orderNumber}/shipments`, body)).status).toBe(401);
    expect((await as.approved.post(`/api/admin/orders/${orderNumber}/shipments`, body)).status).toBe(403);
    expect((await ship('HM-NOSUCH1', body)).status).toBe(404);
  });

  it('refuses to cancel an order with units away until its parcel is back at the shop', async () => {
    const orderNumber = await confirmedOrder();
    const [small, large] = butter.variantIds as [number, number];
    const before = await sizeStockOf(app, large);
    const parcel = await shipped(orderNumber, {
      items: [{ variantId: large, quantity: 2 }],
      method: 'rider',
      riderId,
    });
    const refused = await as.admin.post(`/api/admin/orders/${orderNumber}/status`, { status: 'cancelled' });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toContain(
      'Part of this order has left the shop',
    );
    expect(await sizeStockOf(app, large)).toBe(before);

    const back = await as.admin.post(`/api/admin/shipments/${parcel.id}/returned`);
    expect(back.status).toBe(200);
    expect(((await back.json()) as ShipmentJson).status).toBe('returned');
    expect((await statusOf(orderNumber)).unitsShipped).toBe(0);
    // Back at the shop, its units may ship again, and the order may be cancelled: every unit back once.
    expect(
      (await ship(orderNumber, { items: [{ variantId: small, quantity: 1 }], method: 'rider', riderId }))
        .status,
    ).toBe(201);
    const again = await as.admin.post(`/api/admin/shipments/${parcel.id}/out-for-delivery`);
    expect(again.status).toBe(409);
  });
});

describe('a rider’s delivery', () => {
  it('texts the customer a code when the rider sets out; the right code marks it delivered with the time', async () => {
    const orderNumber = await confirmedOrder();
    const [small, large] = butter.variantIds as [number, number];
    const parcel = await shipped(orderNumber, {
      items: [
        { variantId: large, quantity: 2 },
        { variantId: small, quantity: 1 },
      ],
      method: 'rider',
      riderId,
    });
    const token = tokenOf(parcel.riderLink);
    const drop = await rider(token).get();
    expect(drop.status).toBe(200);
    const seen = (await drop.json()) as Record<string, unknown>;
    expect(seen).toEqual({
      orderNumber,
      status: 'packed',
      customerFirstName: 'Wanjiku',
      customerPhone: customer.customerPhone,
      area: customer.deliveryArea,
      address: customer.deliveryAddress,
      items: [
        { name: 'Whipped Shea Butter', size: '250 ml', quantity: 2 },
        { name: 'Whipped Shea Butter', size: '100 ml', quantity: 1 },
      ],
      riderFirstName: 'Otieno',
      codeLocked: false,
      deliveredAt: null,
      notDeliveredReason: null,
    });
    // Not yet out: no code was texted, so none can be right.
    expect((await rider(token).post('delivered', { code: '0000' })).status).toBe(409);

    // Packed, the shopper sees the parcel but not yet who brings it.
    expect(await trackedParcels(orderNumber)).toMatchObject([{ status: 'packed', label: 'Packed' }]);
    expect((await trackedParcels(orderNumber))[0]).not.toHaveProperty('riderFirstName');
    expect((await as.admin.post(`/api/admin/shipments/${parcel.id}/out-for-delivery`)).status).toBe(200);
    expect(await trackedParcels(orderNumber)).toMatchObject([
      { status: 'out_for_delivery', label: 'Out for delivery with Otieno', riderFirstName: 'Otieno' },
    ]);
    const code = await codeTexted(orderNumber);
    const [onTheWay] = (await textsTo(orderNumber, customer.customerPhone)).filter((t) => t.includes(code));
    expect(onTheWay).toContain('Otieno is on the way');
    expect(onTheWay).not.toContain('Ouma');

    const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
    const refused = await rider(token).post('delivered', { code: wrong });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toBe(
      'That code is not right: 4 tries left',
    );
    expect((await rider(token).post('delivered', { code: '12a4' })).status).toBe(400);

    const done = await rider(token).post('delivered', { code });
    expect(done.status).toBe(200);
    const delivered = (await done.json()) as { status: string; deliveredAt: string };
    expect(delivered.status).toBe('delivered');
    expect(Date.parse(delivered.deliveredAt)).toBeGreaterThan(Date.now() - 60_000);
    expect((await statusOf(orderNumber)).status).toBe('delivered');
    expect(await trackedParcels(orderNumber)).toEqual([
      {
        status: 'delivered',
        label: 'Delivered',
        method: 'rider',
        items: [
          { name: 'Whipped Shea Butter', size: '250 ml', quantity: 2 },
          { name: 'Whipped Shea Butter', size: '100 ml', quantity: 1 },
        ],
        riderFirstName: 'Otieno',
        deliveredAt: delivered.deliveredAt,
      },
    ]);
    const last = (await textsTo(orderNumber, customer.customerPhone)).at(-1);
    expect(last).toContain(`your order ${orderNumber} was delivered at`);
    // Delivered once: the same code again changes nothing.
    expect((await rider(token).post('delivered', { code })).status).toBe(409);
  });

  it('locks the code after five wrong ones, even for the right one, until the owner sends a new link', async () => {
    const orderNumber = await confirmedOrder();
    const [, large] = butter.variantIds as [number, number];
    const parcel = await shipped(orderNumber, {
      items: [{ variantId: large, quantity: 2 }],
      method: 'rider',
      riderId,
    });
    await as.admin.post(`/api/admin/shipments/${parcel.id}/out-for-delivery`);
    const code = await codeTexted(orderNumber);
    const wrong = String((Number(code) + 5) % 10_000).padStart(4, '0');
    const token = tokenOf(parcel.riderLink);
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await rider(token).post('delivered', { code: wrong })).status);
    expect(answers).toEqual([400, 400, 400, 400, 400]);
    const locked = await rider(token).post('delivered', { code });
    expect(locked.status).toBe(429);
    expect(
      (
        (await rider(token)
          .get()
          .then((r) => r.json())) as { codeLocked: boolean }
      ).codeLocked,
    ).toBe(true);

    // Handing the drop to another rider kills the link; the new one works and counts from zero.
    const handed = await as.admin.send('PATCH', `/api/admin/shipments/${parcel.id}`, {
      riderId: otherRiderId,
    });
    expect(handed.status).toBe(200);
    expect((await rider(token).get()).status).toBe(404);
    const newLink = (await textsTo(orderNumber, OTHER_RIDER_PHONE))[0]!;
    const newToken = newLink.split('/deliver/')[1]!;
    const drop = (await (await rider(newToken).get()).json()) as {
      riderFirstName: string;
      codeLocked: boolean;
    };
    expect(drop).toMatchObject({ riderFirstName: 'Kamau', codeLocked: false });
    expect((await rider(newToken).post('delivered', { code })).status).toBe(200);
  });

  it('lets the rider set out from their page: the customer is texted the code, once', async () => {
    const orderNumber = await confirmedOrder();
    const parcel = await shipped(orderNumber, {
      items: [{ variantId: butter.variantIds[1], quantity: 2 }],
      method: 'rider',
      riderId,
    });
    const token = tokenOf(parcel.riderLink);
    const out = await rider(token).post('out-for-delivery', {});
    expect(out.status).toBe(200);
    expect(((await out.json()) as { status: string }).status).toBe('out_for_delivery');
    const code = await codeTexted(orderNumber);
    expect((await rider(token).post('out-for-delivery', {})).status).toBe(409);
    expect((await rider(token).post('delivered', { code })).status).toBe(200);
    expect((await rider('A'.repeat(43)).post('out-for-delivery', {})).status).toBe(404);
  });

  it('answers 404 for a link past its 48 hours and for a token of nothing', async () => {
    const orderNumber = await confirmedOrder();
    const parcel = await shipped(orderNumber, {
      items: [{ variantId: butter.variantIds[1], quantity: 1 }],
      method: 'rider',
      riderId,
    });
    const token = tokenOf(parcel.riderLink);
    await app.db
      .update(shipments)
      .set({ linkExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(shipments.id, parcel.id));
    const expired = await rider(token).get();
    expect(expired.status).toBe(404);
    expect(((await expired.json()) as { message: string }).message).toBe(
      'This delivery link does not work any more. Ask the shop to send you a new one.',
    );
    expect((await rider(token).post('delivered', { code: '1234' })).status).toBe(404);
    expect((await rider('A'.repeat(43)).get()).status).toBe(404);
  });

  it('records a delivery missed with its reason, tells the customer and the owner, and goes out again', async () => {
    const orderNumber = await confirmedOrder();
    const parcel = await shipped(orderNumber, {
      items: [{ variantId: butter.variantIds[1], quantity: 2 }],
      method: 'rider',
      riderId,
    });
    await as.admin.post(`/api/admin/shipments/${parcel.id}/out-for-delivery`);
    const token = tokenOf(parcel.riderLink);
    expect((await rider(token).post('not-delivered', { reason: 'asleep' })).status).toBe(400);
    const missed = await rider(token).post('not-delivered', { reason: 'not_home' });
    expect(missed.status).toBe(200);
    expect(((await missed.json()) as { status: string }).status).toBe('not_delivered');
    const toCustomer = (await textsTo(orderNumber, customer.customerPhone)).at(-1);
    expect(toCustomer).toContain('we could not deliver your order');
    expect(toCustomer).toContain('(customer not home)');
    const toShop = await textsTo(orderNumber, app.config.sms.shopPhone);
    expect(toShop.at(-1)).toContain(`${orderNumber} NOT delivered by Otieno: Customer not home`);

    const again = await as.admin.post(`/api/admin/shipments/${parcel.id}/out-for-delivery`);
    expect(again.status).toBe(200);
    // Going out again makes a new link and a new code; the old link is dead.
    expect((await rider(token).get()).status).toBe(404);
    const links = await textsTo(orderNumber, RIDER_PHONE);
    expect(links).toHaveLength(2);
    const code = await codeTexted(orderNumber);
    expect((await rider(links[1]!.split('/deliver/')[1]!).post('delivered', { code })).status).toBe(200);
  });
});

describe('pickup points and couriers', () => {
  it('texts where and a collection code when the parcel waits at its point; the code hands it over', async () => {
    const point = await insertPickupPoint(app);
    const orderNumber = await confirmedOrder({
      deliveryArea: 'Mombasa',
      deliveryMethod: 'pickup_point',
      pickupPointId: point.id,
    });
    const [small, large] = butter.variantIds as [number, number];
    const parcel = await shipped(orderNumber, {
      items: [
        { variantId: large, quantity: 2 },
        { variantId: small, quantity: 1 },
      ],
      method: 'pickup_point',
    });
    expect(parcel.riderLink).toBeNull();
    expect((await as.admin.post(`/api/admin/shipments/${parcel.id}/out-for-delivery`)).status).toBe(409);
    const ready = await as.admin.post(`/api/admin/shipments/${parcel.id}/ready-for-pickup`);
    expect(ready.status).toBe(200);
    expect(await trackedParcels(orderNumber)).toMatchObject([
      { status: 'ready_for_pickup', label: 'Waiting at the pickup point', readyAt: expect.any(String) },
    ]);
    const text = (await textsTo(orderNumber, customer.customerPhone)).at(-1)!;
    expect(text).toContain('Nyali Parcel Agent');
    expect(text).toContain('Links Road, Nyali Centre, shop 12');
    const code = await codeTexted(orderNumber);
    // Uncollected past the owner's days (7 by default), the owner is mailed once.
    const DAY = 24 * 60 * 60 * 1000;
    const { remindUncollected } = app.services.fulfilment;
    expect(await remindUncollected(new Date(Date.now() + 6 * DAY))).toEqual([]);
    const reminded = await remindUncollected(new Date(Date.now() + 8 * DAY));
    expect(reminded).toMatchObject([{ shipmentId: parcel.id, orderNumber, pointName: 'Nyali Parcel Agent' }]);
    expect(await remindUncollected(new Date(Date.now() + 9 * DAY))).toEqual([]);
    const mails = (await outbox(app)).filter(
      (mail) => mail.subject === `Uncollected for 7 days: ${orderNumber}`,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('has waited at Nyali Parcel Agent since');
    expect(mails[0]!.text).toContain('+254711000222');
    const wrong = await as.admin.post(`/api/admin/shipments/${parcel.id}/collected`, {
      code: String((Number(code) + 1) % 10_000).padStart(4, '0'),
    });
    expect(wrong.status).toBe(400);
    const collected = await as.admin.post(`/api/admin/shipments/${parcel.id}/collected`, { code });
    expect(collected.status).toBe(200);
    expect(((await collected.json()) as ShipmentJson).status).toBe('delivered');
    expect((await statusOf(orderNumber)).status).toBe('delivered');
  });

  it('texts the courier’s tracking link and takes the owner’s word for the delivery, for couriers only', async () => {
    const orderNumber = await confirmedOrder();
    const [small, large] = butter.variantIds as [number, number];
    const byRider = await shipped(orderNumber, {
      items: [{ variantId: small, quantity: 1 }],
      method: 'rider',
      riderId,
    });
    const parcel = await shipped(orderNumber, {
      items: [{ variantId: large, quantity: 2 }],
      method: 'courier',
      carrier: 'G4S',
      trackingRef: 'G4S/77',
    });
    expect((await as.admin.post(`/api/admin/shipments/${parcel.id}/delivered`)).status).toBe(409);
    expect((await as.admin.post(`/api/admin/shipments/${parcel.id}/out-for-delivery`)).status).toBe(200);
    expect((await textsTo(orderNumber, customer.customerPhone)).at(-1)).toContain(
      'is on its way with G4S. Track it: https://g4s.example/track?ref=G4S%2F77',
    );
    const word = await as.admin.post(`/api/admin/shipments/${byRider.id}/delivered`);
    expect(word.status).toBe(409);
    expect(await trackedParcels(orderNumber)).toMatchObject([
      { status: 'packed', method: 'rider' },
      {
        status: 'out_for_delivery',
        label: 'On its way with G4S',
        method: 'courier',
        carrier: 'G4S',
        trackingUrl: 'https://g4s.example/track?ref=G4S%2F77',
      },
    ]);
    const delivered = await as.admin.post(`/api/admin/shipments/${parcel.id}/delivered`);
    expect(delivered.status).toBe(200);
    // One parcel delivered, the rider's still at the shop: shipped, not delivered.
    expect((await statusOf(orderNumber)).status).toBe('shipped');
  });
});
