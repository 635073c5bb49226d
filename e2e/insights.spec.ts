import { expect, test } from '@playwright/test';
import { shopDate } from '../src/core/shop-time';
import { adminBrowser, expectNoAxeViolations } from './admin-util';
import { mpesaPaidOrder } from './checkout-util';
import { expectNoSidewaysScroll } from './layout-util';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const today = shopDate(new Date());
const todayLabel = `${Number(today.slice(8, 10))} ${MONTHS[Number(today.slice(5, 7)) - 1]}`;

test('the owner reads the takings chart and the funnel on a 360 px phone', async ({
  browser,
  page,
}, testInfo) => {
  // A shopper looks at a product first: the funnel counts the view, and nothing about who.
  await page.goto('/products');
  await page.locator('main a[href^="/product/"]').first().click();
  await expect(page).toHaveURL(/\/product\//);
  // Another starts a cart and a checkout from the browser, and pays by M-Pesa.
  await mpesaPaidOrder(browser);

  const owner = await adminBrowser(browser, { viewport: { width: 360, height: 800 } });
  await owner.page.goto('/admin/insights?days=7');
  await expect(owner.page.getByRole('heading', { name: 'Insights', level: 1 })).toBeVisible();

  const chart = owner.page.getByRole('figure', { name: 'Paid takings per day, last 7 days' });
  await expect(chart.locator('svg')).toBeVisible();
  const box = await chart.locator('svg').boundingBox();
  expect(box!.width).toBeGreaterThan(250);
  // The figures behind the bars, for screen readers: a row per day, today last.
  const table = owner.page.getByRole('table', { name: 'Paid takings per day, last 7 days' });
  await expect(table.locator('tbody tr')).toHaveCount(7);
  await expect(table.locator('tbody tr').last().getByRole('rowheader')).toHaveText(todayLabel);
  // Today's paid takings hold at least the order just paid.
  const takings = await table.locator('tbody tr').last().getByRole('cell').innerText();
  expect(Number(takings.replace(/[^\d.]/g, ''))).toBeGreaterThan(0);

  const funnel = owner.page.getByRole('table', { name: 'From product page views to paid orders' });
  const views = funnel
    .getByRole('row', { name: /Product page views/ })
    .getByRole('cell')
    .first();
  expect(Number((await views.innerText()).replace(/,/g, ''))).toBeGreaterThanOrEqual(1);

  await expectNoSidewaysScroll(owner.page, 'insights at 360 px');
  await owner.page.screenshot({ path: testInfo.outputPath('insights-360.png'), fullPage: true });
  await expectNoAxeViolations(owner.page);

  await owner.page.getByRole('link', { name: '90 days' }).click();
  await expect(
    owner.page.getByRole('table', { name: 'Paid takings per day, last 90 days' }).locator('tbody tr'),
  ).toHaveCount(90);
  await expectNoSidewaysScroll(owner.page, 'insights over 90 days at 360 px');
  await owner.context.close();
});
