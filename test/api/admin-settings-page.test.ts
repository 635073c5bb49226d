// The console's settings page as React Router calls it: owner only, each form saves its group
// through the settings service, a refusal comes back beside its field and stores nothing.
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../src/server/services/accounts';
import type { SettingsNotice } from '../../src/web/routes/admin/settings.server';
import * as settingsPage from '../../src/web/routes/admin/settings';
import { LOGO_WRONG_TYPE, NO_LOGO_CHOSEN } from '../../src/core/logo-upload';
import { KRA_PIN_MESSAGE } from '../../src/core/tax-types';
import { picture } from '../support/images';
import { startTestApp, type TestApp } from '../support/test-app';
import { routeArgs, sessionPersonas, thrown, type Answer } from './route-helpers';
import { NO_SECOND_STEP } from '../support/page-context';

let app: TestApp;
let admin: SessionUser;
let reseller: SessionUser;

beforeAll(async () => {
  app = await startTestApp();
  ({ admin, reseller } = await sessionPersonas(app));
});
afterAll(() => app.close());

const PATH = '/admin/settings';

/** A POST of the page's form; fields may repeat (the ticked regions and currencies). */
function post(user: SessionUser, fields: [string, string][]) {
  const request = new Request(`http://shop.test${PATH}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
  });
  return {
    request,
    context: { services: app.services, user, twoFactor: NO_SECOND_STEP } as AppLoadContext,
    params: {},
  } as never;
}

async function act(fields: [string, string][]) {
  return (await settingsPage.action(post(admin, fields))) as unknown as Answer<SettingsNotice>;
}

/** The delivery form as the page renders it from the stored settings, with `change` applied. */
async function deliveryForm(change: (fields: [string, string][]) => void = () => {}) {
  const { delivery } = await app.services.settings.read();
  const fields: [string, string][] = [
    ['intent', 'save'],
    ['group', 'delivery'],
  ];
  delivery.areas.forEach((area, i) => {
    fields.push([`delivery.areas.${i}.name`, area.name], [`delivery.areas.${i}.feeKes`, String(area.feeKes)]);
    fields.push([`delivery.areas.${i}.region`, area.region]);
    if (area.active) fields.push([`delivery.areas.${i}.active`, 'on']);
    if (area.rider) fields.push([`delivery.areas.${i}.rider`, 'on']);
    fields.push([
      `delivery.areas.${i}.courierFeeKes`,
      area.courierFeeKes === null ? '' : String(area.courierFeeKes),
    ]);
  });
  const blank = delivery.areas.length;
  fields.push([`delivery.areas.${blank}.new`, '1'], [`delivery.areas.${blank}.name`, '']);
  fields.push([`delivery.areas.${blank}.feeKes`, ''], [`delivery.areas.${blank}.region`, 'kenya']);
  fields.push([`delivery.areas.${blank}.active`, 'on'], [`delivery.areas.${blank}.rider`, 'on']);
  fields.push([`delivery.areas.${blank}.courierFeeKes`, '']);
  fields.push(['delivery.freeDeliveryOverKes', String(delivery.freeDeliveryOverKes)]);
  for (const region of delivery.freeDeliveryRegions) fields.push(['delivery.freeDeliveryRegions', region]);
  delivery.deliveryTimes.forEach((row, i) => {
    fields.push(
      [`delivery.deliveryTimes.${i}.area`, row.area],
      [`delivery.deliveryTimes.${i}.days`, row.days],
    );
  });
  delivery.couriers.forEach((row, i) => {
    fields.push(
      [`delivery.couriers.${i}.name`, row.name],
      [`delivery.couriers.${i}.trackingUrl`, row.trackingUrl],
    );
  });
  fields.push(['delivery.pickupReminderDays', String(delivery.pickupReminderDays)]);
  change(fields);
  return fields;
}

const setField = (fields: [string, string][], name: string, value: string) => {
  const field = fields.find(([key]) => key === name);
  if (!field) throw new Error(`no field ${name}`);
  field[1] = value;
};

const feeOf = async (name: string) =>
  (await app.services.settings.read()).delivery.areas.find((area) => area.name === name)?.feeKes;

describe('the console settings page', () => {
  it('sends the signed-out to sign in and refuses a reseller, reading and saving', async () => {
    const signedOut = (await thrown(() => settingsPage.loader(routeArgs(app, PATH, null)))) as Response;
    expect(signedOut.status).toBe(302);
    const refused = (await thrown(() =>
      settingsPage.loader(routeArgs(app, PATH, reseller)),
    )) as Answer<string>;
    expect(refused.init?.status).toBe(403);
    const refusedSave = (await thrown(() =>
      settingsPage.action(
        post(reseller, [
          ['intent', 'save'],
          ['group', 'wholesale'],
          ['wholesale.discountPercent', '0'],
        ]),
      ),
    )) as Answer<string>;
    expect(refusedSave.init?.status).toBe(403);
    expect((await app.services.settings.read()).wholesale.discountPercent).toBe(30);
  });

  it('shows the owner every group with its history', async () => {
    const page = await settingsPage.loader(routeArgs(app, PATH, admin));
    expect(page.settings.delivery.areas.find((a) => a.name === 'Westlands')?.feeKes).toBe(250);
    expect(page.settings.currencies.rates.USD).toBe(0.0074);
    expect(Object.keys(page.history).sort()).toEqual(
      ['brand', 'currencies', 'delivery', 'orders', 'payLater', 'stock', 'store', 'tax', 'wholesale'].sort(),
    );
  });

  it('refuses a bad value with its message beside the field and stores nothing', async () => {
    const answer = await act([
      ['intent', 'save'],
      ['group', 'wholesale'],
      ['wholesale.discountPercent', '95'],
    ]);
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toMatchObject({
      ok: false,
      group: 'wholesale',
      message: 'Wholesale discount must be at most 90',
      errors: { 'wholesale.discountPercent': 'Wholesale discount must be at most 90' },
      values: { discountPercent: 95 },
    });
    const notNumber = await act([
      ['intent', 'save'],
      ['group', 'payLater'],
      ['payLater.callWithinMinutes', 'soon'],
      ['payLater.holdHours', '48'],
    ]);
    expect(notNumber.init?.status).toBe(400);
    expect(notNumber.data.errors).toEqual({
      'payLater.callWithinMinutes': 'Call-back minutes must be a number',
    });
    const settings = await app.services.settings.read();
    expect(settings.wholesale.discountPercent).toBe(30);
    expect(settings.payLater.callWithinMinutes).toBe(10);
    expect(await app.services.settings.versions('wholesale')).toEqual([]);
  });

  it("saves the shop's name, slogan and legal name, and refuses an empty name beside its field", async () => {
    const form = (shopName: string): [string, string][] => [
      ['intent', 'save'],
      ['group', 'brand'],
      ['brand.shopName', shopName],
      ['brand.slogan', 'Made by hand in Nakuru'],
      ['brand.legalName', 'Amani Naturals Ltd'],
      ['brand.mainColour', '#1A5C3E'],
    ];
    const refused = await act(form('  '));
    expect(refused.init?.status).toBe(400);
    expect(refused.data).toMatchObject({
      ok: false,
      group: 'brand',
      errors: { 'brand.shopName': 'Shop name is required' },
      values: { shopName: '  ', legalName: 'Amani Naturals Ltd' },
    });
    const twoLines = await act(form('Amani\nNaturals'));
    expect(twoLines.init?.status).toBe(400);
    expect(Object.keys(twoLines.data.errors ?? {})).toEqual(['brand.shopName']);
    expect(await app.services.settings.versions('brand')).toEqual([]);

    const saved = await act(form('Amani Naturals'));
    expect(saved.data).toMatchObject({ ok: true, group: 'brand', message: 'Brand settings saved.' });
    expect((await app.services.settings.read()).brand).toEqual({
      shopName: 'Amani Naturals',
      slogan: 'Made by hand in Nakuru',
      legalName: 'Amani Naturals Ltd',
      mainColour: '#1a5c3e',
      logo: null,
    });
    const restored = await act([
      ['intent', 'restore'],
      ['group', 'brand'],
      ['version', '1'],
    ]);
    expect(restored.data.ok).toBe(true);
    await app.services.settings.update(
      {
        brand: {
          shopName: 'Heritage Shea',
          slogan: 'Timeless Beauty, Rooted in Nature',
          legalName: '',
          mainColour: '#6b4226',
        },
      },
      admin,
    );
  });

  it('uploads a logo from its form, refuses a file that is not one beside the field, and removes it', async () => {
    const form = (file: Blob | null, intent = 'upload-logo') => {
      const body = new FormData();
      body.set('intent', intent);
      if (file) body.set('logo', file, 'logo.png');
      const request = new Request(`http://shop.test${PATH}`, { method: 'POST', body });
      const context = { services: app.services, user: admin, twoFactor: NO_SECOND_STEP } as AppLoadContext;
      return settingsPage.action({ request, context, params: {} } as never) as unknown as Promise<
        Answer<SettingsNotice>
      >;
    };
    const refused = await form(new Blob(['a letter, not a logo'], { type: 'image/png' }));
    expect(refused.init?.status).toBe(415);
    expect(refused.data).toMatchObject({
      ok: false,
      group: 'logo',
      errors: { 'brand.logo': LOGO_WRONG_TYPE },
    });
    const empty = await form(new Blob([]));
    expect(empty.init?.status).toBe(400);
    expect(empty.data.errors).toEqual({ 'brand.logo': NO_LOGO_CHOSEN });
    expect((await app.services.settings.read()).brand.logo).toBeNull();

    const png = await picture('png', { width: 600, height: 300 });
    const uploaded = await form(new Blob([new Uint8Array(png)], { type: 'image/png' }));
    expect(uploaded.data).toMatchObject({ ok: true, group: 'logo' });
    expect((await app.services.settings.read()).brand.logo).toMatchObject({ width: 384, height: 192 });

    const removed = await form(null, 'remove-logo');
    expect(removed.data).toMatchObject({ ok: true, group: 'logo' });
    expect((await app.services.settings.read()).brand.logo).toBeNull();
  });

  it('saves the tax details, an unticked box as not VAT-registered, and refuses a bad PIN beside its field', async () => {
    const form = (kraPin: string): [string, string][] => [
      ['intent', 'save'],
      ['group', 'tax'],
      ['tax.kraPin', kraPin],
      ['tax.branchId', '00'],
      ['tax.deviceSerial', 'KRACU0100000001'],
    ];
    const before = (await app.services.settings.read()).tax;
    const refused = await act(form('P0512'));
    expect(refused.init?.status).toBe(400);
    expect(refused.data).toMatchObject({
      ok: false,
      group: 'tax',
      errors: { 'tax.kraPin': KRA_PIN_MESSAGE },
      values: { kraPin: 'P0512', vatRegistered: false },
    });
    expect((await app.services.settings.read()).tax).toEqual(before);

    const saved = await act(form('a123456789z'));
    expect(saved.data).toMatchObject({ ok: true, group: 'tax', message: 'Tax (KRA eTIMS) settings saved.' });
    expect((await app.services.settings.read()).tax).toEqual({
      kraPin: 'A123456789Z',
      branchId: '00',
      deviceSerial: 'KRACU0100000001',
      vatRegistered: false,
    });
  });

  it('saves a fee, adds an area from the blank row, and moves one up', async () => {
    const saved = await act(
      await deliveryForm((fields) => {
        const westlands = fields.find(([, value]) => value === 'Westlands')![0].replace('.name', '.feeKes');
        setField(fields, westlands, '330');
      }),
    );
    expect(saved.data).toMatchObject({ ok: true, message: 'Delivery settings saved.' });
    expect(await feeOf('Westlands')).toBe(330);

    const { delivery } = await app.services.settings.read();
    const blank = delivery.areas.length;
    await act(
      await deliveryForm((fields) => {
        setField(fields, `delivery.areas.${blank}.name`, 'Lavington');
        setField(fields, `delivery.areas.${blank}.feeKes`, '300');
      }),
    );
    const added = (await app.services.settings.read()).delivery.areas.at(-1);
    expect(added).toEqual({
      name: 'Lavington',
      feeKes: 300,
      region: 'kenya',
      active: true,
      rider: true,
      courierFeeKes: null,
    });

    await act(await deliveryForm((fields) => fields.push(['move', '1:up'])));
    const order = (await app.services.settings.read()).delivery.areas.map((a) => a.name);
    expect(order.slice(0, 2)).toEqual(['Westlands', 'Nairobi CBD']);

    const page = await settingsPage.loader(routeArgs(app, PATH, admin));
    expect(page.history.delivery.map((v) => v.version)).toEqual([3, 2, 1]);
    expect(page.history.delivery[0]!.savedBy).toBe(admin.email);
  });

  it("saves an area's riders switch and courier fee and a courier, and refuses a bad tracking link beside it", async () => {
    const rowOf = (fields: [string, string][], name: string) =>
      fields.find(([, value]) => value === name)![0].replace('.name', '');
    const courier = (name: string, trackingUrl: string) => (fields: [string, string][]) => {
      const mombasa = rowOf(fields, 'Mombasa');
      setField(fields, `${mombasa}.courierFeeKes`, '480');
      fields.splice(
        fields.findIndex(([key]) => key === `${mombasa}.rider`),
        1,
      );
      setField(fields, `${rowOf(fields, 'Kisumu')}.courierFeeKes`, '');
      fields.push(['delivery.couriers.0.name', name], ['delivery.couriers.0.trackingUrl', trackingUrl]);
    };

    const refused = await act(await deliveryForm(courier('G4S', 'https://g4s.example/track')));
    expect(refused.init?.status).toBe(400);
    expect(refused.data.errors).toEqual({
      'delivery.couriers.0.trackingUrl':
        'Tracking link must be an https link with {ref} where the tracking number goes',
    });

    const saved = await act(await deliveryForm(courier('G4S', 'https://g4s.example/track/{ref}')));
    expect(saved.data).toMatchObject({ ok: true });
    const { delivery } = await app.services.settings.read();
    const area = (name: string) => delivery.areas.find((a) => a.name === name)!;
    expect(area('Mombasa')).toMatchObject({ rider: false, courierFeeKes: 480, feeKes: 600 });
    expect(area('Kisumu')).toMatchObject({ rider: true, courierFeeKes: null });
    expect(delivery.couriers).toEqual([{ name: 'G4S', trackingUrl: 'https://g4s.example/track/{ref}' }]);
  });

  it('saves the days a parcel may wait uncollected at a pickup point, and refuses 0 beside the field', async () => {
    const days = (value: string) => (fields: [string, string][]) =>
      setField(fields, 'delivery.pickupReminderDays', value);
    const refused = await act(await deliveryForm(days('0')));
    expect(refused.init?.status).toBe(400);
    expect(Object.keys(refused.data.errors ?? {})).toEqual(['delivery.pickupReminderDays']);
    const saved = await act(await deliveryForm(days('10')));
    expect(saved.data).toMatchObject({ ok: true });
    expect((await app.services.settings.read()).delivery.pickupReminderDays).toBe(10);
  });

  it('restores a kept version from its history', async () => {
    const answer = await act([
      ['intent', 'restore'],
      ['group', 'delivery'],
      ['version', '1'],
    ]);
    expect(answer.data).toMatchObject({ ok: true, message: 'Delivery settings: version 1 is back in use.' });
    const areas = (await app.services.settings.read()).delivery.areas;
    expect(areas.map((a) => a.name).slice(0, 2)).toEqual(['Nairobi CBD', 'Westlands']);
    expect(areas.some((a) => a.name === 'Lavington')).toBe(false);
    expect(await feeOf('Westlands')).toBe(330);
  });

  it('fills rates from a CSV paste without saving, and asks before saving a rate jump', async () => {
    const { currencies } = await app.services.settings.read();
    const form = (extra: [string, string][]): [string, string][] => [
      ['intent', 'save'],
      ['group', 'currencies'],
      ...Object.entries(currencies.rates).map(([code, rate]): [string, string] => [
        `currencies.rates.${code}`,
        String(rate),
      ]),
      ...currencies.enabled.map((code): [string, string] => ['currencies.enabled', code]),
      ['currencies.markupPercent', String(currencies.markupPercent)],
      ['currencies.ratesSetAt', '2026-11-20'],
      ...extra,
    ];
    const badCsv = await act(form([['currencies.csv', 'USD,0.0075\nXYZ,1']]));
    expect(badCsv.init?.status).toBe(400);
    expect(badCsv.data.errors).toEqual({
      'currencies.csv': "Line 2: XYZ is not one of the shop's currencies",
    });

    const filled = await act(
      form([
        ['currencies.csv', 'USD,0.0100\nEUR,0.0071'],
        ['fillRates', '1'],
      ]),
    );
    expect(filled.data).toMatchObject({ ok: true, values: { rates: { USD: 0.01, EUR: 0.0071 } } });
    expect((await app.services.settings.read()).currencies.rates.USD).toBe(0.0074);

    const jump = await act(form([['currencies.csv', 'USD,0.0100']]));
    expect(jump.init?.status).toBe(409);
    expect(jump.data).toMatchObject({
      ok: false,
      confirmRateJumps: true,
      message: 'USD moves more than 20% from the last rate: confirm to save',
      errors: { 'currencies.rates.USD': 'More than 20% from the last rate' },
    });
    expect((await app.services.settings.read()).currencies.rates.USD).toBe(0.0074);

    const confirmed = await act(
      form([
        ['currencies.csv', 'USD,0.0100'],
        ['confirmRateJumps', 'true'],
      ]),
    );
    expect(confirmed.data).toMatchObject({ ok: true, message: 'Currencies settings saved.' });
    const after = (await app.services.settings.read()).currencies;
    expect(after.rates.USD).toBe(0.01);
    expect(after.ratesSetAt).toBe('2026-11-20');
  });

  it('answers 400 to a form naming no group or an unknown intent', async () => {
    for (const fields of [
      [['intent', 'save']],
      [
        ['intent', 'delete'],
        ['group', 'store'],
      ],
      [
        ['intent', 'restore'],
        ['group', 'store'],
        ['version', 'x'],
      ],
    ] as [string, string][][]) {
      expect((await act(fields)).init?.status).toBe(400);
    }
  });
});
