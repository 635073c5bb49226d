import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe-util';
import { SHOPPER, addFirstProductToCart } from './checkout-util';
import { uniqueEmail, waitForHydration } from './reseller-util';
import { SHOP_ADMIN } from './shop-admin';

// A shopper on a phone collects from a pickup point: the area's points are listed and searched by
// town, the summary quotes the chosen point's fee, and the order is placed with Pay Later. The
// owner lists the points through the API; the specs share one shop, so they are switched off after.

const AREA = 'Nakuru';
const RUN = Date.now().toString(36);
const POINTS = [
  {
    name: `Westside Mall Agent ${RUN}`,
    town: 'Nakuru',
    address: 'Shop 12, Westside Mall, Kenyatta Avenue',
    hours: 'Mon–Sat 8am–7pm',
    feeKes: 200,
  },
  {
    name: `Naivasha Stage Agent ${RUN}`,
    town: 'Naivasha',
    address: 'Moi Avenue, opposite the bus stage',
    hours: 'Daily 7am–8pm',
    feeKes: 250,
  },
];

async function ownerRequests(browser: Browser) {
  // Changes must come from the shop's own origin (the API's cross-site guard), as a browser's would.
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const context = await browser.newContext({ extraHTTPHeaders: { origin } });
  expect((await context.request.post('/api/auth/login', { data: SHOP_ADMIN })).ok()).toBe(true);
  return context;
}

const created: number[] = [];

test.beforeAll(async ({ browser }) => {
  const owner = await ownerRequests(browser);
  for (const point of POINTS) {
    const answer = await owner.request.post('/api/admin/pickup-points', {
      data: { ...point, area: AREA, phone: '0712000111', active: true },
    });
    expect(answer.status()).toBe(201);
    created.push(((await answer.json()) as { id: number }).id);
  }
  await owner.close();
});

test.afterAll(async ({ browser }) => {
  const owner = await ownerRequests(browser);
  for (const id of created) {
    await owner.request.patch(`/api/admin/pickup-points/${id}`, { data: { active: false } });
  }
  await owner.close();
});

/** A cart at checkout on a phone, its details typed with a delivery area that has pickup points. */
async function detailsFilledAt360(page: Page, mailTag: string) {
  await page.setViewportSize({ width: 360, height: 800 });
  await addFirstProductToCart(page);
  await page.goto('/checkout');
  await waitForHydration(page);
  const main = page.locator('main');
  await main.getByLabel('Full name').fill(SHOPPER.name);
  await main.getByLabel('Phone number').fill(SHOPPER.phone);
  await main.getByLabel('Email').fill(uniqueEmail(mailTag));
  await main.getByLabel('Delivery area').selectOption(AREA);
  await main.getByLabel('Delivery address').fill(SHOPPER.address);
  return main;
}

test('a shopper on a phone picks a pickup point found by town and pays later', async ({ page }) => {
  const main = await detailsFilledAt360(page, 'pickup');

  // The shop's riders first, chosen already: a shopper who does nothing orders as before.
  const methods = main.getByRole('group', { name: 'Delivery method' });
  const rider = methods.getByRole('radio', { name: /^Delivery to your door/ });
  await expect(rider).toBeChecked();
  await expect(methods.getByRole('radio', { name: /^Courier/ })).toBeVisible();
  // The keyboard moves the choice, as in any radio group.
  await rider.focus();
  await page.keyboard.press('ArrowDown');
  await expect(methods.getByRole('radio', { name: /^Pickup point/ })).toBeChecked();

  // No point yet: the shopper is asked for one and stays on the details.
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(main.getByText('Please choose a pickup point')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'M-Pesa' })).toHaveCount(0);

  await main.getByLabel('Search by town').fill('naiv');
  const points = main.getByRole('radio', { name: new RegExp(`Stage Agent ${RUN}|Mall Agent ${RUN}`) });
  await expect(points).toHaveCount(1);
  const naivashaName = new RegExp(`^Naivasha Stage Agent ${RUN}`);
  const naivasha = main.getByRole('radio', { name: naivashaName });
  // A filter's inner locator is sought inside each label, so it starts from the page, not main.
  const option = main.locator('label').filter({ has: page.getByRole('radio', { name: naivashaName }) });
  await expect(option).toContainText('Naivasha · Moi Avenue, opposite the bus stage');
  await expect(option).toContainText('Open Daily 7am–8pm');
  await naivasha.check();
  await expect(main.getByText('Please choose a pickup point')).toHaveCount(0);

  // The summary quotes the point's fee (or Free, where the cart earns free delivery).
  const fee = (await option.locator('span').last().textContent())!.trim();
  expect(fee).toMatch(/^(KSH 250\.00|Free)$/);
  const deliveryRow = page.locator('dt', { hasText: `Pickup point (${AREA})` }).locator('..');
  await expect(deliveryRow.locator('dd')).toHaveText(fee);

  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('checkout-pickup-360.png'), fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: test.info().outputPath('checkout-pickup-1440.png'), fullPage: true });
  await page.setViewportSize({ width: 360, height: 800 });

  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByRole('tab', { name: 'M-Pesa' })).toBeVisible();
  await expect(deliveryRow.locator('dd')).toHaveText(fee);
  await page.getByRole('tab', { name: 'Pay Later' }).click();
  await page.getByRole('button', { name: 'Confirm Order (Pay Later)' }).click();
  await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
  await page.screenshot({
    path: test.info().outputPath('checkout-pickup-confirmed-360.png'),
    fullPage: true,
  });
});

test('a point switched off while the shopper pays sends them back to choose again', async ({
  page,
  browser,
}) => {
  const main = await detailsFilledAt360(page, 'pickup-gone');
  await main
    .getByRole('group', { name: 'Delivery method' })
    .getByRole('radio', { name: /^Pickup point/ })
    .check();
  const westside = new RegExp(`^Westside Mall Agent ${RUN}`);
  await main.getByRole('radio', { name: westside }).check();
  await page.getByRole('button', { name: 'Continue to Payment' }).click();

  // The owner switches the point off before the shopper confirms.
  const owner = await ownerRequests(browser);
  const gone = created[0]!;
  expect(
    (await owner.request.patch(`/api/admin/pickup-points/${gone}`, { data: { active: false } })).ok(),
  ).toBe(true);
  await owner.close();

  await page.getByRole('tab', { name: 'Pay Later' }).click();
  await page.getByRole('button', { name: 'Confirm Order (Pay Later)' }).click();
  await expect(page.getByText(`This pickup point does not take orders for ${AREA}`).first()).toBeVisible();
  // Back on the details, with the list asked again: the point is gone and another may be chosen.
  await expect(page.getByRole('button', { name: 'Continue to Payment' })).toBeVisible();
  await expect(main.getByRole('radio', { name: westside })).toHaveCount(0);
  await expect(main.getByRole('radio', { name: new RegExp(`^Naivasha Stage Agent ${RUN}`) })).toBeVisible();
});
