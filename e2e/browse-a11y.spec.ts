import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

// Each storefront page at a phone and a desktop width: no axe violations, and a full-page
// screenshot in e2e/screenshots/ (git-ignored) to look over by eye.
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'products', path: '/products' },
  { name: 'products-empty', path: '/products?q=nothing-matches-this' },
  { name: 'products-filtered-page-2', path: '/products?skinType=dry&sort=name&page=2' },
  { name: 'product', path: '/product/1' },
  { name: 'product-not-found', path: '/product/99999' },
  { name: 'cart', path: '/cart', withCart: true },
  { name: 'cart-empty', path: '/cart' },
  { name: 'wishlist', path: '/wishlist' },
] as const;

const WIDTHS = [
  { width: 360, height: 740 },
  { width: 1440, height: 900 },
];

async function fillCart(page: Page) {
  await page.goto('/product/6');
  await expect(page.locator('[data-hydrated]')).toHaveCount(1);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
}

for (const viewport of WIDTHS) {
  for (const target of PAGES) {
    test(`${target.name} at ${viewport.width} px has no accessibility violations`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      if ('withCart' in target) await fillCart(page);
      await page.goto(target.path);
      await expect(page.locator('[data-hydrated]')).toHaveCount(1);
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' | ')}`)).toEqual(
        [],
      );
      await page.screenshot({
        path: `e2e/screenshots/browse-${target.name}-${viewport.width}.png`,
        fullPage: true,
      });
    });
  }
}

test('the open cart panel, currency picker and menu drawer have no accessibility violations', async ({
  page,
}) => {
  await page.setViewportSize(WIDTHS[0]!);
  await fillCart(page);
  await page.getByRole('link', { name: /Shopping cart/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.screenshot({ path: 'e2e/screenshots/browse-cart-panel-360.png' });
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: /Change currency/ }).click();
  await expect(page.getByPlaceholder('Search currencies...')).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.screenshot({ path: 'e2e/screenshots/browse-currency-360.png' });
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.screenshot({ path: 'e2e/screenshots/browse-menu-360.png' });
});
