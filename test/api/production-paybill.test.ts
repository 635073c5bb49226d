// The Paybill number customers are told to pay, once M-Pesa is real: the shop's own shortcode from
// the environment, never Safaricom's sandbox 174379 that a shop tried on the simulator stored with
// its contact details. The texts at placing an order say the same number.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopDocuments } from '../../src/server/db/schema';
import { catalogueChanged } from '../../src/server/services/catalogue';
import type { ShopSettings } from '../../src/core/shop-settings-values';
import { personas, type Caller } from '../support/accounts';
import { startTestApp, type TestApp } from '../support/test-app';
import { customer, postOrder, productWithStock } from './orders-helpers';
import { smsRowsOf } from './sms-helpers';

let app: TestApp;
let admin: Caller;

const STORE_TRIED_ON_THE_SIMULATOR = {
  email: 'owner@shop.example',
  phone: '254711000111',
  whatsappNumber: '254711000111',
  businessHours: 'Mon-Sat 8-6',
  supportHours: 'Mon-Fri 9-5',
  instagramUrl: 'https://www.instagram.com/shop',
  facebookUrl: 'https://www.facebook.com/shop',
  paybillNumber: '174379',
};

beforeAll(async () => {
  app = await startTestApp({
    env: {
      MPESA_MODE: 'production',
      MPESA_CONSUMER_KEY: 'key',
      MPESA_CONSUMER_SECRET: 'secret',
      MPESA_PASSKEY: 'passkey',
      MPESA_CALLBACK_SECRET: 'a-long-callback-secret',
      MPESA_SHORTCODE: '600100',
      PUBLIC_URL: 'https://shop.example',
    },
  });
  ({ admin } = await personas(app));
  // Saved in the console while the shop still ran on the simulator.
  await app.db
    .insert(shopDocuments)
    .values({ key: 'settings.store', value: STORE_TRIED_ON_THE_SIMULATOR, version: 1 });
  catalogueChanged();
});
afterAll(() => app?.close());

async function storeSettings() {
  const response = await admin.get('/api/admin/settings');
  expect(response.status).toBe(200);
  return ((await response.json()) as ShopSettings).store;
}

describe('a shop on real M-Pesa', () => {
  it("shows the environment's shortcode where the sandbox's was stored, keeping the rest", async () => {
    expect(await storeSettings()).toEqual({ ...STORE_TRIED_ON_THE_SIMULATOR, paybillNumber: '600100' });
  });

  it("texts the customer the shop's Paybill when an order is placed", async () => {
    const product = await productWithStock(app, 5);
    const response = await postOrder(app, {
      ...customer,
      paymentMethod: 'mpesa',
      items: [{ id: product.id, quantity: 1 }],
    });
    expect(response.status).toBe(201);
    const { orderNumber } = (await response.json()) as { orderNumber: string };
    await app.services.jobs.drain();
    const texts = (await smsRowsOf(app, orderNumber))
      .filter((row) => row.recipient === 'customer')
      .map((row) => row.message);
    expect(texts).toEqual([
      expect.stringContaining(`To pay: M-Pesa Paybill 600100, account ${orderNumber}.`),
    ]);
    expect(texts.join()).not.toContain('174379');
  });

  it("refuses saving the sandbox's number, naming the field, and keeps the shop's", async () => {
    const response = await admin.send('PATCH', '/api/admin/settings', { store: { paybillNumber: '174379' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      errors: {
        'store.paybillNumber':
          "Paybill number 174379 is Safaricom's sandbox, not this shop's: enter the shop's own",
      },
    });
    expect((await storeSettings()).paybillNumber).toBe('600100');
  });

  it('saves another number of the shop', async () => {
    const response = await admin.send('PATCH', '/api/admin/settings', { store: { paybillNumber: '600200' } });
    expect(response.status).toBe(200);
    expect((await storeSettings()).paybillNumber).toBe('600200');
  });
});
