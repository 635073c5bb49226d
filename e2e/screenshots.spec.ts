import { expect, test } from '@playwright/test';
import { addFirstProductToCart, fillDetails } from './checkout-util';
import { SITE_ROUTES } from './site-routes';

// Pictures of every page at a small phone and a desktop width, for a person to look at
// (e2e/screenshots/ is git-ignored). They fail nothing by themselves beyond the page loading.
const WIDTHS = [360, 1440];

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 800 ? 780 : 900 } });

    for (const route of SITE_ROUTES) {
      test(`${route.name}`, async ({ page }) => {
        const response = await page.goto(route.path);
        expect(response?.status()).toBeLessThan(route.name === 'not-found' ? 500 : 400);
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: `e2e/screenshots/${route.name}-${width}.png`, fullPage: true });
      });
    }

    test('checkout steps', async ({ page }) => {
      await addFirstProductToCart(page);
      await page.goto('/checkout');
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `e2e/screenshots/checkout-details-${width}.png`, fullPage: true });
      await fillDetails(page);
      await page.screenshot({ path: `e2e/screenshots/checkout-payment-${width}.png`, fullPage: true });
    });
  });
}
