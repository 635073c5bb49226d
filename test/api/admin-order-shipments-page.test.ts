// The order page's Shipments card as React Router calls it: the card lists the parcels and offers
// what is still at the shop; its Ship form makes a parcel (a stored row, the rider's link shown
// once) and each parcel's buttons move it; too many units is the service's 409 beside the form and
// stores nothing; staff ship (the orders permission), a reseller cannot.
import { eq } from 'drizzle-orm';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toPublicSettings } from '../../src/core/shop-settings-values';
import { orders, shipmentItems, shipments, smsMessages } from '../../src/server/db/schema';
import type { InsertedProduct } from '../../src/server/db/seed/product-factory';
import type { SessionUser } from '../../src/server/services/accounts';
import { ShipmentsCard } from '../../src/web/components/admin/orders/shipments-card';
import type { ConsoleNoticeData } from '../../src/web/lib/console-notice';
import { ShopSettingsProvider } from '../../src/web/lib/shop-settings-context';
import * as page from '../../src/web/routes/admin/order';
import { NO_SECOND_STEP } from '../support/page-context';
import { startTestApp, type TestApp } from '../support/test-app';
import { insertPickupPoint } from './pickup-point-helpers';
import { butterInTwoSizes, G4S, insertRiders, payLaterButterOrder } from './shipment-helpers';
import { sessionPersonas, thrown, type Answer } from './route-helpers';

let app: TestApp;
let admin: SessionUser;
let staff: SessionUser;
let reseller: SessionUser;
let butter: InsertedProduct;
let riderId: number;
let otherRiderId: number;

type PageData = Awaited<ReturnType<typeof page.loader>>;
type Notice = Answer<ConsoleNoticeData>;

beforeAll(async () => {
  app = await startTestApp({ seed: false });
  ({ admin, reseller } = await sessionPersonas(app));
  // The same account as a member of staff: the permission table, not the account, decides.
  staff = { ...admin, consoleRole: 'staff' };
  butter = await butterInTwoSizes(app, 'C');
  [riderId, otherRiderId] = (await insertRiders(app, [
    { name: 'Off Duty', phone: '0744000333', active: false },
  ])) as [number, number];
  const current = await app.services.settings.read();
  await app.services.settings.update(
    {
      delivery: {
        ...current.delivery,
        couriers: [G4S],
      },
    },
    { id: admin.id },
  );
});
afterAll(() => app.close());

/** A confirmed Pay Later order of 2 × 250 ml and 1 × 100 ml. */
async function confirmedOrder(body: Record<string, unknown> = {}) {
  const orderNumber = await payLaterButterOrder(app, butter, body);
  await app.db.update(orders).set({ status: 'confirmed' }).where(eq(orders.orderNumber, orderNumber));
  return orderNumber;
}

const pathOf = (orderNumber: string) => `/admin/orders/${orderNumber}`;

function args(orderNumber: string, user: SessionUser | null, form?: [string, string][]) {
  const request = new Request(
    `http://shop.test${pathOf(orderNumber)}`,
    form ? { method: 'POST', body: new URLSearchParams(form) } : {},
  );
  const context = { services: app.services, user, twoFactor: NO_SECOND_STEP };
  return { request, context, params: { orderNumber } } as never;
}

const load = async (orderNumber: string) => (await page.loader(args(orderNumber, admin))) as PageData;
const act = async (orderNumber: string, form: [string, string][], user = admin) =>
  (await page.action(args(orderNumber, user, form))) as unknown as Notice;

/** The Ship form as the page sends it: a quantity for each size still at the shop. */
function shipForm(
  quantities: Record<number, number>,
  how: [string, string][] = [
    ['method', 'rider'],
    ['riderId', String(riderId)],
  ],
): [string, string][] {
  return [
    ['intent', 'ship'],
    ...Object.entries(quantities).flatMap(([variantId, quantity]): [string, string][] => [
      ['variantId', variantId],
      ['quantity', String(quantity)],
    ]),
    ...how,
    // Every method's fields are on the form; only the chosen one's are read.
    ['carrier', 'G4S'],
    ['trackingRef', ''],
  ];
}

async function stored(orderNumber: string) {
  const [order] = await app.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  const rows = await app.db.select().from(shipments).where(eq(shipments.orderId, order!.id));
  return { status: order!.status, shipments: rows };
}

async function render(loaderData: PageData, notice?: ConsoleNoticeData) {
  const settings = toPublicSettings(await app.services.settings.read());
  const path = '/admin/orders/:orderNumber';
  const Stub = createRoutesStub([
    {
      path,
      Component: () =>
        createElement(ShopSettingsProvider, {
          settings,
          children: notice
            ? createElement(ShipmentsCard, {
                data: {
                  shipments: loaderData.shipments,
                  toShip: loaderData.toShip,
                  riders: loaderData.riders,
                  couriers: settings.delivery.couriers,
                  shipsNow: true,
                  hasPickupPoint: false,
                  deliveryMethod: 'rider',
                },
                notice,
              })
            : createElement(page.default, { loaderData } as never),
        }),
    },
  ]);
  return renderToStaticMarkup(
    createElement(Stub, { initialEntries: [pathOf(loaderData.order.orderNumber)] }),
  );
}

describe("the order page's Shipments card", () => {
  it('offers every unit of a confirmed order to ship, with the riders switched on and the couriers', async () => {
    const orderNumber = await confirmedOrder();
    const loaded = await load(orderNumber);
    const [small, large] = butter.variantIds as [number, number];
    expect(loaded.shipments).toEqual([]);
    expect(loaded.toShip).toEqual([
      { variantId: large, name: 'Whipped Shea Butter', size: '250 ml', left: 2 },
      { variantId: small, name: 'Whipped Shea Butter', size: '100 ml', left: 1 },
    ]);
    expect(loaded.riders).toEqual([
      { id: otherRiderId, name: 'Kamau Njoroge' },
      { id: riderId, name: 'Otieno Ouma' },
    ]);
    const html = await render(loaded);
    expect(html).toContain('Shipments');
    expect(html).toContain('Nothing has left the shop yet.');
    expect(html).toContain('Ship units still at the shop');
    expect(html).toMatch(
      new RegExp(`id="ship-quantity-${large}"[^>]*value="2"|value="2"[^>]*id="ship-quantity-${large}"`),
    );
    for (const id of [
      `ship-quantity-${large}`,
      `ship-quantity-${small}`,
      'ship-method',
      'ship-rider',
      'ship-carrier',
      'ship-tracking',
    ]) {
      expect(html, id).toContain(`for="${id}"`);
    }
    expect(html).toContain('>Otieno Ouma</option>');
    expect(html).not.toContain('Off Duty');
    expect(html).toContain('>G4S</option>');
    // No pickup point on this order: not a way it can go.
    expect(html).not.toContain('value="pickup_point"');
  });

  it('ships part of the order to a rider from the form, shows the link once and lists the parcel', async () => {
    const orderNumber = await confirmedOrder();
    const [small, large] = butter.variantIds as [number, number];
    const answer = await act(orderNumber, shipForm({ [large]: 1, [small]: 0 }));
    expect(answer.init).toBeNull();
    expect(answer.data).toMatchObject({ ok: true, form: 'ship' });
    expect(answer.data.message).toMatch(
      /^Shipment \d+ packed: 1 unit for Otieno Ouma, who was texted the link/,
    );
    expect(answer.data.link).toMatch(/\/deliver\/[\w-]+$/);

    const { status, shipments: rows } = await stored(orderNumber);
    expect(status).toBe('processing');
    expect(rows).toEqual([expect.objectContaining({ method: 'rider', riderId, status: 'packed' })]);
    const items = await app.db.select().from(shipmentItems).where(eq(shipmentItems.shipmentId, rows[0]!.id));
    expect(items).toEqual([expect.objectContaining({ variantId: large, quantity: 1 })]);

    const loaded = await load(orderNumber);
    expect(loaded.shipments).toEqual([
      expect.objectContaining({ id: rows[0]!.id, status: 'packed', riderName: 'Otieno Ouma' }),
    ]);
    expect(loaded.toShip.map((size) => size.left)).toEqual([1, 1]);
    const html = await render(loaded);
    expect(html).toContain(`Shipment ${rows[0]!.id}`);
    expect(html).toContain('Our rider · Otieno Ouma');
    expect(html).toContain('1 × Whipped Shea Butter (250 ml)');
    expect(html).toContain('>Out for delivery</button>');
    expect(html).toContain('>Back at the shop</button>');
    expect(html).toContain('>Hand to another rider</button>');
    expect(html).toContain('>Send a new link</button>');
    expect(html).not.toContain('>Delivered</button>');

    // The answer shows under the Ship form, the link in a box to copy.
    const card = await render(loaded, answer.data);
    expect(card).toContain(answer.data.message);
    expect(card).toContain(`value="${answer.data.link}"`);

    // After five wrong codes the card says the code is locked, and how to unlock it.
    const locked = await render({
      ...loaded,
      shipments: loaded.shipments.map((view) => ({ ...view, codeLocked: true })),
    });
    expect(locked).toContain('Five wrong codes were tried: the code is locked.');
    expect(locked).toContain('Send the rider a new link to let them try again.');
  });

  it('moves a parcel with its buttons: out with the rider, handed to another; a courier’s delivered', async () => {
    const orderNumber = await confirmedOrder();
    const [small, large] = butter.variantIds as [number, number];
    await act(orderNumber, shipForm({ [large]: 2, [small]: 0 }));
    const [parcel] = (await stored(orderNumber)).shipments;
    const id = String(parcel!.id);

    const out = await act(orderNumber, [
      ['intent', 'shipment-out'],
      ['shipmentId', id],
    ]);
    expect(out.data).toEqual({
      ok: true,
      form: `shipment-${id}`,
      message: `Shipment ${id} is out for delivery with Otieno Ouma; the customer was texted a delivery code.`,
    });
    expect((await stored(orderNumber)).shipments[0]!.status).toBe('out_for_delivery');
    const handed = await act(orderNumber, [
      ['intent', 'shipment-rider'],
      ['shipmentId', id],
      ['riderId', String(otherRiderId)],
    ]);
    expect(handed.data.message).toMatch(/^Shipment \d+ handed to Kamau Njoroge/);
    expect((await stored(orderNumber)).shipments[0]!.riderId).toBe(otherRiderId);

    // A parcel already out cannot go out again: the service's 409, under that parcel.
    const again = await act(orderNumber, [
      ['intent', 'shipment-out'],
      ['shipmentId', id],
    ]);
    expect(again.init?.status).toBe(409);
    expect(again.data).toMatchObject({ ok: false, form: `shipment-${id}` });

    const byCourier = await act(
      orderNumber,
      shipForm({ [small]: 1 }, [
        ['method', 'courier'],
        ['riderId', String(riderId)],
        ['trackingRef', 'AB-123'],
      ]),
    );
    expect(byCourier.data).toMatchObject({ ok: true, message: expect.stringMatching(/ for G4S\.$/) });
    expect((await stored(orderNumber)).status).toBe('shipped');
    const courierParcel = (await stored(orderNumber)).shipments.find((row) => row.method === 'courier')!;
    expect(courierParcel).toMatchObject({ carrier: 'G4S', trackingRef: 'AB-123', riderId: null });
    const shownCourier = await render(await load(orderNumber));
    expect(shownCourier).toContain('href="https://g4s.example/track?ref=AB-123"');
    expect(shownCourier).not.toContain('Ship units still at the shop');

    for (const intent of ['shipment-out', 'shipment-delivered']) {
      const moved = await act(orderNumber, [
        ['intent', intent],
        ['shipmentId', String(courierParcel.id)],
      ]);
      expect(moved.data.ok, moved.data.message).toBe(true);
    }
    const [after] = (await stored(orderNumber)).shipments.filter((row) => row.id === courierParcel.id);
    expect(after!.status).toBe('delivered');
  });

  it('ships to the pickup point, marks it waiting there and hands it over with the customer’s code', async () => {
    const point = await insertPickupPoint(app);
    const orderNumber = await confirmedOrder({
      deliveryArea: 'Mombasa',
      deliveryMethod: 'pickup_point',
      pickupPointId: point.id,
    });
    const loaded = await load(orderNumber);
    const html = await render(loaded);
    expect(html).toMatch(/<option value="pickup_point" selected="">Pickup point<\/option>/);

    const [small, large] = butter.variantIds as [number, number];
    const packed = await act(orderNumber, shipForm({ [large]: 2, [small]: 1 }, [['method', 'pickup_point']]));
    expect(packed.data).toMatchObject({
      ok: true,
      message: expect.stringMatching(/3 units for the pickup point\.$/),
    });
    expect(packed.data.link).toBeUndefined();
    const [parcel] = (await stored(orderNumber)).shipments;
    const id = String(parcel!.id);
    const packedHtml = await render(await load(orderNumber));
    expect(packedHtml).toContain('>Ready at the pickup point</button>');
    expect(packedHtml).not.toContain('>Out for delivery</button>');
    expect(packedHtml).not.toContain('>Collected</button>');

    const ready = await act(orderNumber, [
      ['intent', 'shipment-ready'],
      ['shipmentId', id],
    ]);
    expect(ready.data.ok, ready.data.message).toBe(true);
    const readyHtml = await render(await load(orderNumber));
    expect(readyHtml).toContain('Waiting at the pickup point');
    expect(readyHtml).toContain(`for="shipment-${id}-code"`);
    expect(readyHtml).toContain('>Collected</button>');

    const texts = await app.db
      .select({ message: smsMessages.message })
      .from(smsMessages)
      .where(eq(smsMessages.orderId, parcel!.orderId));
    const code = texts.map((t) => /code[^0-9]*(\d{4})/i.exec(t.message)?.[1]).find(Boolean)!;
    const collect = (value: string) =>
      act(orderNumber, [
        ['intent', 'shipment-collected'],
        ['shipmentId', id],
        ['code', value],
      ]);
    const badForm = await collect('12');
    expect(badForm.init?.status).toBe(400);
    expect(badForm.data).toMatchObject({
      form: `shipment-${id}`,
      errors: { code: 'Enter the 4-digit code' },
    });
    const wrong = await collect(String((Number(code) + 1) % 10_000).padStart(4, '0'));
    expect(wrong.init?.status).toBe(400);
    expect(wrong.data.message).toBe('That code is not right: 4 tries left');
    const card = await render(await load(orderNumber), wrong.data);
    expect(card).toContain(`id="shipment-${id}-code-error"`);
    expect(card).toContain('That code is not right: 4 tries left');

    const collected = await collect(code);
    expect(collected.data.message).toBe(`Shipment ${id} was collected with the customer’s code: delivered.`);
    expect(await stored(orderNumber)).toMatchObject({
      status: 'delivered',
      shipments: [{ status: 'delivered' }],
    });
  });

  it('says why too many units cannot ship, beside the size, and stores nothing', async () => {
    const orderNumber = await confirmedOrder();
    const [, large] = butter.variantIds as [number, number];
    const answer = await act(orderNumber, shipForm({ [large]: 3 }));
    expect(answer.init?.status).toBe(409);
    expect(answer.data).toEqual({
      ok: false,
      form: 'ship',
      message: 'Only 2 of Whipped Shea Butter (250 ml) are left to ship',
      errors: { [`quantity.${large}`]: 'Only 2 of Whipped Shea Butter (250 ml) are left to ship' },
    });
    expect((await stored(orderNumber)).shipments).toEqual([]);
    const html = await render(await load(orderNumber), answer.data);
    expect(html).toContain(`id="ship-quantity-${large}-error"`);
    expect(html).toContain('Only 2 of Whipped Shea Butter (250 ml) are left to ship');

    const nothing = await act(orderNumber, shipForm({ [large]: 0 }));
    expect(nothing.init?.status).toBe(400);
    expect(nothing.data.message).toBe('Choose at least one unit to ship');
    const noRider = await act(orderNumber, shipForm({ [large]: 1 }, [['method', 'rider']]));
    expect(noRider.data.errors).toEqual({ riderId: 'Choose a rider' });
    expect((await stored(orderNumber)).shipments).toEqual([]);
  });

  it('moves only the parcels of the order whose page it is', async () => {
    const one = await confirmedOrder();
    const two = await confirmedOrder();
    const [, large] = butter.variantIds as [number, number];
    await act(one, shipForm({ [large]: 1 }));
    const [parcel] = (await stored(one)).shipments;
    const elsewhere = await act(two, [
      ['intent', 'shipment-returned'],
      ['shipmentId', String(parcel!.id)],
    ]);
    expect(elsewhere.init?.status).toBe(404);
    expect(elsewhere.data.message).toBe('Shipment not found');
    expect((await stored(one)).shipments[0]!.status).toBe('packed');
    expect((await act(two, [['intent', 'shipment-out']])).init?.status).toBe(400);
  });

  it('lets staff ship and refuses a reseller', async () => {
    const orderNumber = await confirmedOrder();
    const [, large] = butter.variantIds as [number, number];
    const refused = (await thrown(() =>
      page.action(args(orderNumber, reseller, shipForm({ [large]: 1 }))),
    )) as Answer<string>;
    expect(refused.init?.status).toBe(403);
    expect((await stored(orderNumber)).shipments).toEqual([]);
    const signedOut = (await thrown(() =>
      page.action(args(orderNumber, null, shipForm({ [large]: 1 }))),
    )) as Response;
    expect(signedOut.status).toBe(302);

    const shipped = await act(orderNumber, shipForm({ [large]: 1 }), staff);
    expect(shipped.data.ok, shipped.data.message).toBe(true);
    expect((await stored(orderNumber)).shipments).toHaveLength(1);
  });
});
