// The owner's settings through the console's second door: read whole, patched in part, each field
// checked, every save in the history and the activity log, and the next order priced by them.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  auditEvents,
  orders,
  productVariants,
  shopDocuments,
  shopDocumentVersions,
} from '../../src/server/db/schema';
import { catalogueChanged } from '../../src/server/services/catalogue';
import { defaultSettings, type ShopSettings } from '../../src/core/shop-settings-values';
import { shopDate } from '../../src/core/shop-time';
import { KRA_PIN_MESSAGE } from '../../src/core/tax-types';
import { personas, type Caller, type Persona } from '../support/accounts';
import { startTestApp, type TestApp } from '../support/test-app';
import { customer, postOrder, productWithStock } from './orders-helpers';

let app: TestApp;
let as: Record<Persona, Caller>;
let adminId: number;

beforeAll(async () => {
  app = await startTestApp();
  const { ids, ...callers } = await personas(app);
  as = callers;
  adminId = ids.admin!;
});
afterAll(() => app.close());

// Each test starts from a fresh shop's settings.
beforeEach(async () => {
  await app.db.delete(shopDocumentVersions);
  await app.db.delete(shopDocuments);
  await app.db.delete(auditEvents).where(eq(auditEvents.entityType, 'settings'));
  catalogueChanged(); // deleted behind the service's back: its cache must hear of it
  await app.services.settings.read(); // warm the cache, as a running shop has it
});

const patch = (body: unknown, caller = as.admin) => caller.send('PATCH', '/api/admin/settings', body);

async function settingsNow(): Promise<ShopSettings> {
  const response = await as.admin.get('/api/admin/settings');
  expect(response.status).toBe(200);
  return (await response.json()) as ShopSettings;
}

async function patched(body: unknown): Promise<ShopSettings> {
  const response = await patch(body);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as ShopSettings;
}

async function stored() {
  return app.db.select().from(shopDocuments);
}

const withArea = (
  settings: ShopSettings,
  name: string,
  change: Partial<ShopSettings['delivery']['areas'][0]>,
) => settings.delivery.areas.map((area) => (area.name === name ? { ...area, ...change } : area));

/** A one-line Pay Later order to `area` whose subtotal is `subtotalCents`. */
async function placeOrder(area: string, subtotalCents = 150_000) {
  const product = await productWithStock(app, 1_000);
  await app.db
    .update(productVariants)
    .set({ priceCents: subtotalCents })
    .where(eq(productVariants.id, product.variantId));
  catalogueChanged();
  const response = await postOrder(app, {
    ...customer,
    deliveryArea: area,
    paymentMethod: 'pay_later',
    items: [{ id: product.id, quantity: 1 }],
  });
  return { response, body: (await response.json()) as Record<string, unknown> };
}

describe('who may read and change the settings', () => {
  it('answers 401 to nobody and 403 to resellers, changing nothing', async () => {
    for (const [who, status] of [
      ['anonymous', 401],
      ['unapproved', 403],
      ['approved', 403],
    ] as const) {
      expect((await as[who].get('/api/admin/settings')).status).toBe(status);
      expect((await patch({ wholesale: { discountPercent: 10 } }, as[who])).status).toBe(status);
      expect((await as[who].get('/api/admin/settings/delivery/versions')).status).toBe(status);
      expect((await as[who].post('/api/admin/settings/delivery/versions/1/restore')).status).toBe(status);
    }
    expect(await stored()).toEqual([]);
  });

  it('refuses a change from another site (CSRF), changing nothing', async () => {
    const response = await fetch(`${app.url}/api/admin/settings`, {
      method: 'PATCH',
      headers: {
        origin: 'https://evil.example',
        cookie: as.admin.cookie,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ wholesale: { discountPercent: 10 } }),
    });
    expect(response.status).toBe(403);
    expect(await stored()).toEqual([]);
  });
});

describe('a fresh shop', () => {
  it("answers SPEC's values in the API's shape, amounts in KES as numbers", async () => {
    const settings = await settingsNow();
    expect(settings.delivery.areas).toHaveLength(27);
    expect(settings.delivery.areas[0]).toEqual({
      name: 'Nairobi CBD',
      feeKes: 200,
      region: 'kenya',
      active: true,
      rider: true,
      courierFeeKes: null,
    });
    expect(settings.delivery.areas.find((area) => area.name === 'Mombasa')).toMatchObject({
      courierFeeKes: 450,
    });
    expect(settings.delivery).toMatchObject({
      freeDeliveryOverKes: 3000,
      freeDeliveryRegions: ['kenya'],
      couriers: [],
    });
    expect(settings.currencies.rates).toMatchObject({ KES: 1, USD: 0.0074 });
    expect(settings.currencies.enabled).toHaveLength(16);
    expect(settings.currencies).toMatchObject({
      markupPercent: 50,
      ratesSetAt: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
    });
    expect(settings.wholesale).toEqual({ discountPercent: 30 });
    expect(settings.payLater.callWithinMinutes).toBe(10);
    expect(settings.stock).toEqual({ lowStockThreshold: 5 });
    expect(settings.store).toMatchObject({
      email: app.config.shop.email,
      paybillNumber: app.config.mpesa.paybillShortcode,
    });
  });

  it('lists every area for the checkout, publicly', async () => {
    const response = await fetch(`${app.url}/api/delivery-areas`);
    expect(response.status).toBe(200);
    const areas = (await response.json()) as { name: string; feeKes: number; region: string }[];
    expect(areas).toHaveLength(27);
    expect(areas[1]).toEqual({ name: 'Westlands', feeKes: 250, region: 'kenya' });
  });
});

describe('bad values', () => {
  it.each([
    [
      { delivery: { freeDeliveryOverKes: -1 } },
      'delivery.freeDeliveryOverKes',
      'Free delivery threshold must be at least 0',
    ],
    [
      { delivery: { freeDeliveryOverKes: 2.5 } },
      'delivery.freeDeliveryOverKes',
      'Free delivery threshold must be a whole number',
    ],
    [
      { delivery: { freeDeliveryRegions: ['mars'] } },
      'delivery.freeDeliveryRegions.0',
      'Regions must be kenya, africa or international',
    ],
    [{ delivery: { areas: [] } }, 'delivery.areas', 'Keep at least one delivery area'],
    [
      {
        delivery: {
          areas: [
            { name: 'Karen', feeKes: 300, region: 'kenya', active: true },
            { name: 'karen', feeKes: 1, region: 'kenya', active: true },
          ],
        },
      },
      'delivery.areas.1.name',
      'Two areas are named karen',
    ],
    [
      { delivery: { areas: [{ name: '', feeKes: 300, region: 'kenya', active: true }] } },
      'delivery.areas.0.name',
      'Area name is required',
    ],
    [
      { delivery: { areas: [{ name: 'Karen', feeKes: '300', region: 'kenya', active: true }] } },
      'delivery.areas.0.feeKes',
      'Delivery fee must be a number',
    ],
    [{ currencies: { rates: { USD: 0 } } }, 'currencies.rates.USD', 'A rate must be above 0'],
    [{ currencies: { rates: { KES: 2 } } }, 'currencies.rates.KES', 'The rate of KES is always 1'],
    [{ currencies: { enabled: ['USD'] } }, 'currencies.enabled', 'KES is always offered'],
    [
      { currencies: { ratesSetAt: 'yesterday' } },
      'currencies.ratesSetAt',
      'The date the rates were set must be a date (YYYY-MM-DD)',
    ],
    [
      { wholesale: { discountPercent: 95 } },
      'wholesale.discountPercent',
      'Wholesale discount must be at most 90',
    ],
    [
      { payLater: { callWithinMinutes: 0 } },
      'payLater.callWithinMinutes',
      'Call-back minutes must be at least 1',
    ],
    [
      { stock: { lowStockThreshold: -3 } },
      'stock.lowStockThreshold',
      'Low-stock threshold must be at least 0',
    ],
    [
      { orders: { abandonedAfterHours: 0 } },
      'orders.abandonedAfterHours',
      'Abandoned-order hours must be at least 1',
    ],
    [{ store: { email: 'not mail' } }, 'store.email', 'Contact e-mail must be an e-mail address'],
    [
      { store: { whatsappNumber: '0712 345 678' } },
      'store.whatsappNumber',
      'WhatsApp number must be the number in international form, digits only (e.g. 254712345678)',
    ],
    [
      { store: { instagramUrl: 'javascript:alert(1)' } },
      'store.instagramUrl',
      'Instagram link must be a web address starting with https://',
    ],
    [{ store: { paybillNumber: '12ab' } }, 'store.paybillNumber', 'Paybill number must be 5 to 7 digits'],
    [{ wholesale: { discountPercent: 10, extra: 1 } }, 'wholesale.extra', 'Unknown field "extra"'],
  ])('%j gets 400 naming %s, and nothing is stored', async (body, field, message) => {
    const response = await patch(body);
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { message: string; errors: Record<string, string> };
    expect(answer.errors[field]).toBe(message);
    expect(await stored()).toEqual([]);
    expect(await settingsNow()).toEqual(await app.services.settings.readFresh(app.db));
  });

  it('refuses an unknown group, an empty body and a body that is not an object', async () => {
    for (const body of [{ shipping: {} }, {}, [], 'x', { wholesale: 'cheap' }]) {
      expect((await patch(body)).status).toBe(400);
    }
    expect(await stored()).toEqual([]);
  });

  it('saves no group of a request whose other group is bad', async () => {
    const response = await patch({ wholesale: { discountPercent: 20 }, stock: { lowStockThreshold: -1 } });
    expect(response.status).toBe(400);
    expect((await settingsNow()).wholesale.discountPercent).toBe(30);
    expect(await stored()).toEqual([]);
  });
});

describe('delivery fees and the orders they price', () => {
  it('charges the next order the new fee and leaves an earlier order at its own', async () => {
    const before = await placeOrder('Westlands');
    expect(before.response.status).toBe(201);
    expect(before.body.deliveryFee).toBe('250.00');

    const settings = await settingsNow();
    await patched({ delivery: { areas: withArea(settings, 'Westlands', { feeKes: 320 }) } });

    const after = await placeOrder('Westlands');
    expect(after.response.status).toBe(201);
    expect(after.body.deliveryFee).toBe('320.00');
    const [earlier] = await app.db
      .select()
      .from(orders)
      .where(eq(orders.orderNumber, String(before.body.orderNumber)));
    expect(earlier?.deliveryFeeCents).toBe(25_000);
  });

  it('moves free delivery with the threshold and its regions', async () => {
    // Just above KSH 3,000: free at SPEC's threshold, charged once it is KSH 5,000.
    const free = await placeOrder('Karen', 300_100);
    expect(free.body.deliveryFee).toBe('0.00');
    await patched({ delivery: { freeDeliveryOverKes: 5000 } });
    const charged = await placeOrder('Karen', 300_100);
    expect(charged.body.deliveryFee).toBe('300.00');

    const uganda = await placeOrder('Uganda', 600_000);
    expect(uganda.body.deliveryFee).toBe('1500.00');
    await patched({ delivery: { freeDeliveryRegions: ['kenya', 'africa'] } });
    expect((await placeOrder('Uganda', 600_000)).body.deliveryFee).toBe('0.00');
  });

  it('refuses a switched-off area at checkout and no longer lists it, storing no order', async () => {
    const settings = await settingsNow();
    await patched({ delivery: { areas: withArea(settings, 'Kasarani', { active: false }) } });
    const count = (await app.db.select().from(orders)).length;

    const refused = await placeOrder('Kasarani');
    expect(refused.response.status).toBe(400);
    expect(refused.body.errors).toEqual({ deliveryArea: 'Please select a delivery area' });
    expect((await app.db.select().from(orders)).length).toBe(count);
    const listed = (await (await fetch(`${app.url}/api/delivery-areas`)).json()) as { name: string }[];
    expect(listed.map((a) => a.name)).not.toContain('Kasarani');
  });

  it('adds, renames and reorders areas; an area past orders name is switched off, not deleted', async () => {
    expect((await placeOrder('Kiambu')).response.status).toBe(201);
    const settings = await settingsNow();
    const withoutKiambu = settings.delivery.areas.filter((a) => a.name !== 'Kiambu');
    const refused = await patch({ delivery: { areas: withoutKiambu } });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toBe(
      'Kiambu is named by past orders: switch it off instead of deleting',
    );
    expect(await stored()).toEqual([]);

    // Nobody ordered to Thika or Machakos yet: Thika may go and Machakos be renamed. A new area comes first.
    const areas = [
      { name: 'Ruiru', feeKes: 380, region: 'kenya' as const, active: true },
      ...withArea(settings, 'Machakos', { name: 'Machakos Town' }).filter((a) => a.name !== 'Thika'),
    ];
    const saved = await patched({ delivery: { areas } });
    expect(saved.delivery.areas[0]?.name).toBe('Ruiru');
    expect(saved.delivery.areas.map((a) => a.name)).toContain('Machakos Town');
    expect(saved.delivery.areas.map((a) => a.name)).not.toContain('Thika');
    expect((await placeOrder('Ruiru')).body.deliveryFee).toBe('380.00');
  });
});

describe('other rules the owner sets', () => {
  it('prices resellers at the new wholesale discount', async () => {
    const product = await productWithStock(app, 500);
    const wholesalePrice = async () => {
      const response = await as.approved.get(`/api/products/${product.id}`);
      return ((await response.json()) as { wholesalePrice: string }).wholesalePrice;
    };
    expect(await wholesalePrice()).toBe(((product.priceCents * 0.7) / 100).toFixed(2));
    await patched({ wholesale: { discountPercent: 40 } });
    expect(await wholesalePrice()).toBe(((product.priceCents * 0.6) / 100).toFixed(2));
    const response = await as.approved.post('/api/reseller/orders', {
      items: [{ id: product.id, quantity: 10 }],
    });
    expect(response.status).toBe(201);
    const order = (await response.json()) as { items: { wholesalePrice: string }[] };
    expect(order.items[0]?.wholesalePrice).toBe(((product.priceCents * 0.6) / 100).toFixed(2));
  });

  it('merges rates per currency, and asks to confirm a rate that moves more than 20%', async () => {
    const small = await patched({ currencies: { rates: { USD: 0.0077 }, ratesSetAt: '2026-11-20' } });
    expect(small.currencies.rates).toMatchObject({ USD: 0.0077, EUR: 0.007 });

    const jump = await patch({ currencies: { rates: { USD: 0.01, EUR: 0.0071 } } });
    expect(jump.status).toBe(409);
    expect(((await jump.json()) as { errors: Record<string, string> }).errors).toEqual({
      'currencies.rates.USD': 'More than 20% from the last rate',
    });
    expect((await settingsNow()).currencies.rates.USD).toBe(0.0077);

    const confirmed = await patched({ currencies: { rates: { USD: 0.01 } }, confirmRateJumps: true });
    expect(confirmed.currencies.rates.USD).toBe(0.01);
    // Rates sent without their date are dated today (Nairobi), so the picker's date stays true.
    expect(confirmed.currencies.ratesSetAt).toBe(shopDate(new Date()));
    expect(small.currencies.ratesSetAt).toBe('2026-11-20');
  });
});

describe('tax details (KRA eTIMS)', () => {
  it('stores a PIN upper-cased and answers it on GET', async () => {
    // A fresh shop's PIN is empty, or the simulator's seller's while eTIMS is simulated.
    expect((await settingsNow()).tax.kraPin).not.toBe('P051234567X');
    const saved = await patched({
      tax: { kraPin: ' p051234567x ', branchId: '01', deviceSerial: 'KRACU0100000001', vatRegistered: false },
    });
    const tax = {
      kraPin: 'P051234567X',
      branchId: '01',
      deviceSerial: 'KRACU0100000001',
      vatRegistered: false,
    };
    expect(saved.tax).toEqual(tax);
    expect((await settingsNow()).tax).toEqual(tax);
    // A field left out keeps its value; the other groups are untouched.
    expect((await patched({ tax: { vatRegistered: true } })).tax).toEqual({ ...tax, vatRegistered: true });
    expect((await settingsNow()).wholesale.discountPercent).toBe(30);
  });

  it.each([
    [{ kraPin: 'P05123456X' }, 'tax.kraPin', KRA_PIN_MESSAGE],
    [{ kraPin: 'X051234567A' }, 'tax.kraPin', KRA_PIN_MESSAGE],
    [
      { branchId: '1' },
      'tax.branchId',
      'Branch must be the two-digit branch id KRA gave (00 for the head office)',
    ],
    [
      { deviceSerial: 'KRA CU 01' },
      'tax.deviceSerial',
      'Device serial number may hold letters, digits, "-" and "_" only',
    ],
    [{ vatRegistered: 'yes' }, 'tax.vatRegistered', 'VAT-registered must be true or false'],
  ])('refuses %j with 400 naming %s, storing nothing', async (fields, field, message) => {
    const before = (await settingsNow()).tax;
    const response = await patch({ tax: { kraPin: 'P051234567X', ...fields } });
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { message: string; errors: Record<string, string> };
    expect(answer.errors[field]).toBe(message);
    expect(answer.message).toBe(message);
    expect(await stored()).toEqual([]);
    expect((await settingsNow()).tax).toEqual(before);
  });
});

describe("the shop's brand", () => {
  it('stores a name, slogan, legal name and main colour, a colour written any hex way as #rrggbb', async () => {
    expect((await settingsNow()).brand).toEqual(defaultSettings().brand);
    const saved = await patched({
      brand: {
        shopName: ' Amani Naturals ',
        slogan: '',
        legalName: 'Amani Holdings Ltd',
        mainColour: '#1A5C3E',
      },
    });
    const brand = {
      shopName: 'Amani Naturals',
      slogan: '',
      legalName: 'Amani Holdings Ltd',
      mainColour: '#1a5c3e',
      logo: null,
    };
    expect(saved.brand).toEqual(brand);
    expect((await settingsNow()).brand).toEqual(brand);
    expect((await patched({ brand: { mainColour: '15c' } })).brand.mainColour).toBe('#1155cc');
  });

  it.each([
    [{ shopName: '' }, 'brand.shopName', 'Shop name is required'],
    [{ shopName: 'N'.repeat(41) }, 'brand.shopName', 'Shop name must be at most 40 characters'],
    [
      { slogan: 'Made by hand\nin Nakuru' },
      'brand.slogan',
      'This field must be one line, without tabs or line breaks',
    ],
    [{ mainColour: 'green' }, 'brand.mainColour', 'Main colour must be a hex colour such as #6b4226'],
    [{ mainColour: '#12345' }, 'brand.mainColour', 'Main colour must be a hex colour such as #6b4226'],
    [
      { mainColour: '#e3c27a' },
      'brand.mainColour',
      "Main colour #e3c27a is too light: white text on it, and links in it on the pages' light colours, need a contrast of at least 4.5:1 and it has 1.3:1. Choose a darker colour.",
    ],
    [{ mainColour: 0x1a5c3e }, 'brand.mainColour', 'Main colour must be text'],
  ])('refuses %j with 400 naming %s, storing nothing', async (fields, field, message) => {
    const response = await patch({ brand: fields });
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { message: string; errors: Record<string, string> };
    expect(answer.errors[field]).toBe(message);
    expect(await stored()).toEqual([]);
    expect((await settingsNow()).brand).toEqual(defaultSettings().brand);
  });
});

describe('history', () => {
  it('records each save with before and after, keeps versions and restores an old one', async () => {
    await patched({ wholesale: { discountPercent: 25 } });
    await patched({ wholesale: { discountPercent: 20 } });
    // A request that changes nothing saves nothing.
    await patched({ wholesale: { discountPercent: 20 } });

    const versions = await (await as.admin.get('/api/admin/settings/wholesale/versions')).json();
    expect(versions).toMatchObject([
      { version: 2, value: { discountPercent: 20 }, savedBy: expect.stringContaining('@example.com') },
      { version: 1, value: { discountPercent: 25 } },
    ]);
    const log = await app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'settings.updated'), eq(auditEvents.entityId, 'wholesale')));
    expect(log.map((entry) => entry.details)).toEqual([
      { version: 1, before: { value: { discountPercent: 30 } }, after: { value: { discountPercent: 25 } } },
      { version: 2, before: { value: { discountPercent: 25 } }, after: { value: { discountPercent: 20 } } },
    ]);
    expect(log.every((entry) => entry.actorUserId === adminId)).toBe(true);

    const restored = await as.admin.post('/api/admin/settings/wholesale/versions/1/restore');
    expect(restored.status).toBe(200);
    expect(((await restored.json()) as ShopSettings).wholesale.discountPercent).toBe(25);
    const after = (await (await as.admin.get('/api/admin/settings/wholesale/versions')).json()) as {
      version: number;
    }[];
    expect(after.map((v) => v.version)).toEqual([3, 2, 1]);
  });

  it('keeps the last 20 versions, and answers 404 for one no longer kept or an unknown group', async () => {
    for (let percent = 1; percent <= 22; percent++)
      await patched({ wholesale: { discountPercent: percent } });
    const versions = (await (await as.admin.get('/api/admin/settings/wholesale/versions')).json()) as {
      version: number;
    }[];
    expect(versions.map((v) => v.version)).toEqual(Array.from({ length: 20 }, (_, i) => 22 - i));
    expect((await as.admin.post('/api/admin/settings/wholesale/versions/2/restore')).status).toBe(404);
    expect((await as.admin.post('/api/admin/settings/wholesale/versions/abc/restore')).status).toBe(400);
    expect((await as.admin.get('/api/admin/settings/shipping/versions')).status).toBe(404);
  });

  it('refuses to restore deleting an area that orders have named since', async () => {
    const settings = await settingsNow();
    const extra = [
      ...settings.delivery.areas,
      { name: 'Nanyuki', feeKes: 700, region: 'kenya' as const, active: true },
    ];
    await patched({ delivery: { areas: extra } }); // version 1: with Nanyuki
    await patched({ delivery: { areas: settings.delivery.areas } }); // version 2: without
    await patched({ delivery: { areas: extra } }); // version 3: with it again
    expect((await placeOrder('Nanyuki')).response.status).toBe(201);
    const response = await as.admin.post('/api/admin/settings/delivery/versions/2/restore');
    expect(response.status).toBe(400);
    expect((await settingsNow()).delivery.areas.map((a) => a.name)).toContain('Nanyuki');
  });
});

describe('defaults', () => {
  it('match SPEC, so a fresh clone prices exactly as before', () => {
    const defaults = defaultSettings();
    expect(defaults.delivery.freeDeliveryOverKes).toBe(3000);
    expect(defaults.wholesale.discountPercent).toBe(30);
    expect(defaults.currencies.markupPercent).toBe(50);
  });
});
