import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe-util';
import { fillDetails, SHOPPER } from './checkout-util';
import { uniqueEmail, waitForHydration } from './reseller-util';

const RAW_BUTTER = 'Raw Unrefined Shea Butter (Grade A)';

async function rawButterId(page: Page): Promise<number> {
  const products = (await (await page.request.get('/api/products')).json()) as { id: number; name: string }[];
  return products.find((product) => product.name === RAW_BUTTER)!.id;
}

test('a shopper picks sizes, keeps them on reload, buys two and sees them on the confirmation and tracking', async ({
  page,
}) => {
  const id = await rawButterId(page);
  await page.goto(`/product/${id}`);
  await waitForHydration(page);
  const sizes = page.getByRole('group', { name: 'Size' });
  // The page opens on the first size in stock, at its price.
  await expect(sizes.getByRole('radio', { name: '100 g' })).toBeChecked();
  await expect(page.getByText('KSH 500.00').first()).toBeVisible();

  await sizes.getByText('500 g').click();
  await expect(sizes.getByRole('radio', { name: '500 g' })).toBeChecked();
  await expect(page).toHaveURL(/\?size=\d+$/);
  await expect(page.getByText('KSH 1,850.00').first()).toBeVisible();

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('group', { name: 'Size' }).getByRole('radio', { name: '500 g' })).toBeChecked();
  await expect(page.getByText('KSH 1,850.00').first()).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart' }).click();

  await page.getByRole('group', { name: 'Size' }).getByText('250 g').click();
  await expect(page.getByText('KSH 1,000.00').first()).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart' }).click();

  await page.goto('/cart');
  await waitForHydration(page);
  const cart = page.locator('main');
  await expect(cart.getByText('Size: 500 g')).toBeVisible();
  await expect(cart.getByText('Size: 250 g')).toBeVisible();
  await expect(cart.getByRole('button', { name: `Remove ${RAW_BUTTER} (500 g) from cart` })).toBeVisible();
  await expect(cart.getByRole('button', { name: `Remove ${RAW_BUTTER} (250 g) from cart` })).toBeVisible();

  await fillDetails(page, { ...SHOPPER, email: uniqueEmail('sizes') });
  await page.getByRole('button', { name: /with M-Pesa$/ }).click();
  const summary = page.locator('section[aria-labelledby="summary-heading"]');
  await expect(summary.getByText(/^Order HM-/)).toBeVisible({ timeout: 15_000 });
  await expect(summary.getByText('Size: 500 g')).toBeVisible();
  await expect(summary.getByText('Size: 250 g')).toBeVisible();

  await expect(page).toHaveURL(/\/track-order\?order=HM-/, { timeout: 20_000 });
  const result = page.locator('section[aria-labelledby="track-result-heading"]');
  await expect(result.getByText(`${RAW_BUTTER} (500 g)`)).toBeVisible();
  await expect(result.getByText(`${RAW_BUTTER} (250 g)`)).toBeVisible();
});

test('the size picker fits a phone, works by keyboard and passes axe', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 360, height: 800 });
  const id = await rawButterId(page);
  await page.goto(`/product/${id}`);
  await waitForHydration(page);
  const sizes = page.getByRole('group', { name: 'Size' });
  await sizes.getByRole('radio', { name: '100 g' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(sizes.getByRole('radio', { name: '250 g' })).toBeChecked();
  await expect(page.getByText('KSH 1,000.00').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await sizes.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('size-picker-360.png') });
  await expectNoAxeViolations(page);
});

test('a card says From for a product whose sizes differ in price, and sends the shopper to choose', async ({
  page,
}) => {
  await page.goto('/products?category=raw');
  await waitForHydration(page);
  const card = page.locator('article').filter({ hasText: RAW_BUTTER });
  await expect(card.getByText('From')).toBeVisible();
  await card.getByRole('link', { name: `Choose a size of ${RAW_BUTTER}` }).click();
  await expect(page.getByRole('group', { name: 'Size' })).toBeVisible();
});
