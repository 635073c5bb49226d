import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminBrowser, expectNoAxeViolations } from './admin-util';
import { confirmedPayLaterOrder } from './checkout-util';
import { waitForHydration } from './reseller-util';

/** Changes must come from the shop's own origin (the API's cross-site guard), as a browser's would. */
const originHeader = () => ({ origin: new URL(test.info().project.use.baseURL!).origin });

/** A Pay Later order of `quantity` units of product `id`, confirmed by the shop: ready to pack. */
const confirmedOrder = (request: APIRequestContext, owner: APIRequestContext, id: number, quantity: number) =>
  confirmedPayLaterOrder(request, owner, id, quantity, {
    name: 'Akinyi Odhiambo',
    email: 'akinyi.ship@example.com',
    phone: '0722000444',
    address: 'Ngong Road, Prestige Plaza, 4th floor',
  });

/** A rider switched on, and a courier in the delivery settings. */
async function riderAndCourier(owner: APIRequestContext) {
  const rider = await owner.post('/api/admin/riders', {
    data: { name: 'Baraka Mwangi', phone: '0711222333' },
    headers: originHeader(),
  });
  expect(rider.status()).toBe(201);
  const { delivery } = (await (await owner.get('/api/admin/settings')).json()) as {
    delivery: { couriers: { name: string; trackingUrl: string }[] };
  };
  const saved = await owner.patch('/api/admin/settings', {
    data: {
      delivery: {
        ...delivery,
        couriers: [
          ...delivery.couriers,
          { name: 'Fargo Courier', trackingUrl: 'https://fargo.example/track/{ref}' },
        ],
      },
    },
    headers: originHeader(),
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

const shipmentsCard = (page: Page) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: 'Shipments', level: 2 }) });

const orderStatus = (page: Page) => page.locator('main h1 + span');

test('the owner ships an order in two parcels from its page on a phone', async ({ browser, request }) => {
  const { context, page } = await adminBrowser(browser, { viewport: { width: 360, height: 800 } });
  await riderAndCourier(page.request);
  const orderNumber = await confirmedOrder(request, page.request, 2, 3);

  await page.goto(`/admin/orders/${orderNumber}`);
  await waitForHydration(page);
  await expect(orderStatus(page)).toHaveText('Confirmed');
  const card = shipmentsCard(page);
  await expect(card.getByText('Nothing has left the shop yet.')).toBeVisible();
  await expect(card.getByRole('spinbutton')).toHaveValue('3');

  // One unit to the rider.
  await card.getByRole('spinbutton').fill('1');
  await card.getByLabel('Goes by').selectOption('rider');
  await card.getByLabel('Rider (our rider)').selectOption({ label: 'Baraka Mwangi' });
  await card.getByRole('button', { name: 'Ship these units' }).click();
  await expect(card.getByText(/Shipment \d+ packed: 1 unit for Baraka Mwangi/)).toBeVisible();
  await expect(card.getByLabel('The rider’s link')).toHaveValue(/\/deliver\/\S+$/);
  await expect(orderStatus(page)).toHaveText('Processing');
  const riderParcel = card.locator('li').filter({ hasText: 'Baraka Mwangi' }).first();
  await expect(riderParcel).toContainText('Packed');
  await riderParcel.getByRole('button', { name: 'Out for delivery' }).click();
  await expect(card.getByText(/is out for delivery with Baraka Mwangi/)).toBeVisible();
  await expect(riderParcel).toContainText('Out for delivery');
  await expect(riderParcel.getByRole('button', { name: 'Send a new link' })).toBeVisible();
  await card.screenshot({ path: test.info().outputPath('shipments-card-360.png') });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // The other two by courier, then delivered on the owner's word.
  await expect(card.getByRole('spinbutton')).toHaveValue('2');
  await card.getByLabel('Goes by').selectOption('courier');
  await card.getByLabel('Courier', { exact: true }).selectOption('Fargo Courier');
  await card.getByLabel('Tracking number (courier)').fill('FG-7788');
  await card.getByRole('button', { name: 'Ship these units' }).click();
  await expect(card.getByText(/Shipment \d+ packed: 2 units for Fargo Courier\./)).toBeVisible();
  await expect(orderStatus(page)).toHaveText('Shipped');
  await expect(card.getByRole('button', { name: 'Ship these units' })).toHaveCount(0);
  const courierParcel = card.locator('li').filter({ hasText: 'Fargo Courier' }).first();
  await expect(courierParcel.getByRole('link', { name: 'Track FG-7788' })).toHaveAttribute(
    'href',
    'https://fargo.example/track/FG-7788',
  );
  await courierParcel.getByRole('button', { name: 'Out for delivery' }).click();
  await expect(card.getByText(/is with Fargo Courier/)).toBeVisible();
  await courierParcel.getByRole('button', { name: 'Delivered' }).click();
  await expect(card.getByText(/delivered by Fargo Courier\./)).toBeVisible();
  await expect(courierParcel).toContainText('Delivered');
  await expect(orderStatus(page)).toHaveText('Shipped');
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await page.setViewportSize({ width: 1440, height: 900 });
  await card.scrollIntoViewIfNeeded();
  await card.screenshot({ path: test.info().outputPath('shipments-card-1440.png') });
  await context.close();
});
