import { expect, test, type Browser } from '@playwright/test';
import { adminBrowser, expectNoAxeViolations } from './admin-util';
import { waitForHydration } from './reseller-util';
import { SHOP_ADMIN } from './shop-admin';

// The owner edits the shop's words in the console: a FAQ answer with a preview from a phone, and
// an announcement bar that shows between its dates. The specs share one server, so each page is
// put back as it was through the API afterwards.

/** A browser context signed in as the owner through the API, from the shop's own origin. */
async function ownerApi(browser: Browser) {
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const context = await browser.newContext({ extraHTTPHeaders: { origin } });
  expect((await context.request.post('/api/auth/login', { data: SHOP_ADMIN })).status()).toBe(200);
  return context;
}

const saved: Record<string, unknown> = {};

test.beforeAll(async ({ browser }) => {
  const owner = await ownerApi(browser);
  for (const page of ['faq', 'announcement'])
    saved[page] = await (await owner.request.get(`/api/admin/content/${page}`)).json();
  await owner.close();
});

test.afterAll(async ({ browser }) => {
  const owner = await ownerApi(browser);
  for (const [page, value] of Object.entries(saved))
    expect((await owner.request.put(`/api/admin/content/${page}`, { data: value })).status()).toBe(200);
  await owner.close();
});

test('the owner edits a FAQ answer on a phone, previews it, and the FAQ page shows it', async ({
  browser,
}) => {
  const { context, page } = await adminBrowser(browser, { viewport: { width: 360, height: 800 } });
  await page.goto('/admin/content');
  await expect(page.getByRole('heading', { name: 'Content', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: /^FAQ/ }).click();
  await expect(page.getByRole('heading', { name: 'FAQ', level: 1 })).toBeVisible();
  await waitForHydration(page);
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  const answer = page.locator('#setting-faq-groups-0-items-0-answer');
  const newAnswer =
    'Pure shea butter, pressed by hand. Pay Later orders get a call within {payLaterMinutes} minutes.';
  await answer.fill(newAnswer);
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.locator('#preview');
  await expect(preview.getByText('Pay Later orders get a call within 10 minutes.')).toBeAttached();
  await expect(
    page.getByRole('status').filter({ hasText: 'Nothing is saved until you press Save' }).first(),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('content-faq-preview-360.png'), fullPage: true });

  // Nothing is on the shop until it is saved.
  const shopper = await browser.newPage();
  await shopper.goto('/faq');
  await expect(shopper.getByText('Pay Later orders get a call within 10 minutes.')).toHaveCount(0);

  await expect(answer).toHaveValue(newAnswer);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'FAQ saved. The shop shows it now.' }).first(),
  ).toBeVisible();
  await context.close();

  await shopper.goto('/faq');
  await expect(shopper.getByText('Pay Later orders get a call within 10 minutes.')).toBeAttached();
  await shopper.close();
});

test('the announcement bar appears and disappears with its dates', async ({ browser }) => {
  const { context, page } = await adminBrowser(browser, { viewport: { width: 1440, height: 900 } });
  await page.goto('/admin/content/announcement');
  await waitForHydration(page);
  await expectNoAxeViolations(page);
  await page.getByLabel('Show the bar').check();
  await page.getByLabel('Text', { exact: true }).fill('Free delivery in Nairobi this weekend');
  await page.getByLabel('Link (optional)').fill('/products');
  await page.getByLabel('Shows from (Nairobi time)').fill('2026-01-01T08:00');
  await page.getByLabel('Until (Nairobi time)').fill('');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Announcement bar saved.' }).first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('content-announcement-1440.png'), fullPage: true });
  await context.close();

  const shopper = await browser.newPage();
  const bar = shopper.getByTestId('announcement-bar');
  await shopper.goto('/');
  await expect(bar).toHaveText('Free delivery in Nairobi this weekend');
  await expect(bar.getByRole('link')).toHaveAttribute('href', '/products');

  // Seconds apart through the API (the form takes minutes): hidden, then shown, then gone again.
  const owner = await ownerApi(browser);
  const startsAt = new Date(Date.now() + 4_000);
  const endsAt = new Date(startsAt.getTime() + 4_000);
  const put = await owner.request.put('/api/admin/content/announcement', {
    data: {
      text: 'Weekend sale',
      link: '',
      active: true,
      startsAt: startsAt.toISOString(),
      endsAt: endsAt.toISOString(),
    },
  });
  expect(put.status()).toBe(200);
  await owner.close();

  await shopper.goto('/about');
  await expect(bar).toHaveCount(0);
  await expect
    .poll(
      async () => {
        await shopper.goto('/about');
        return bar.count();
      },
      { timeout: 10_000, intervals: [500] },
    )
    .toBe(1);
  await expect(bar).toHaveText('Weekend sale');
  await expect
    .poll(
      async () => {
        await shopper.goto('/about');
        return bar.count();
      },
      { timeout: 10_000, intervals: [500] },
    )
    .toBe(0);
  expect(Date.now()).toBeGreaterThanOrEqual(endsAt.getTime());
  await shopper.close();
});

test('the picture and story editors pass axe, and the carousel previews its pictures', async ({
  browser,
}) => {
  const { context, page } = await adminBrowser(browser, { viewport: { width: 1440, height: 900 } });
  for (const path of ['/admin/content/about', '/admin/content/testimonials', '/admin/content/hero']) {
    await page.goto(path);
    await waitForHydration(page);
    await expectNoAxeViolations(page);
  }
  await page.getByLabel('Alt text, picture 2', { exact: true }).fill('Shea nuts drying in the sun');
  await page.getByRole('button', { name: 'Move picture 2 up' }).click();
  const preview = page.locator('#preview');
  await expect(preview.locator('figcaption').first()).toHaveText('1. Shea nuts drying in the sun');
  await expect(preview.getByRole('img', { name: 'Shea nuts drying in the sun' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('content-hero-1440.png'), fullPage: true });
  // A move is shown to check, not saved.
  await page.goto('/');
  await expect(page.getByRole('img', { name: 'Shea nuts drying in the sun' })).toHaveCount(0);
  await context.close();
});
