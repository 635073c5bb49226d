import { expect, test } from '@playwright/test';
import { adminBrowser } from './admin-util';
import { addFirstProductToCart, fillDetails } from './checkout-util';
import { applyAtLogin, decideReseller, resellerBrowser, signInAtLogin, uniqueEmail } from './reseller-util';
import { SHOP_ADMIN } from './shop-admin';
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

    test('the reseller portal signed in: pending, then the dashboard tabs', async ({ browser }) => {
      const email = uniqueEmail(`shots-${width}`);
      const viewport = { width, height: width < 800 ? 780 : 900 };
      const { context, page } = await resellerBrowser(browser, { viewport });
      await applyAtLogin(page, email, 'Glow Duka Beauty Supplies');
      await page.screenshot({ path: `e2e/screenshots/login-received-${width}.png`, fullPage: true });
      await signInAtLogin(page, email);
      await expect(page.getByRole('heading', { name: 'Account Pending Approval' })).toBeVisible();
      await page.screenshot({ path: `e2e/screenshots/reseller-pending-${width}.png`, fullPage: true });
      await decideReseller(browser, email, 'approve');
      for (const tab of ['browse', 'cart', 'orders']) {
        await page.goto(`/reseller?tab=${tab}`);
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: `e2e/screenshots/reseller-${tab}-${width}.png`, fullPage: true });
      }
      await context.close();
    });

    test('the products console', async ({ page }) => {
      await signInAtLogin(page, SHOP_ADMIN.email, SHOP_ADMIN.password);
      await expect(page).toHaveURL(/\/admin$/);
      for (const [name, path] of [
        ['admin-products', '/admin/products'],
        ['admin-products-low', '/admin/products?filter=low'],
        ['admin-product-new', '/admin/products/new'],
        ['admin-product-edit', '/admin/products/1'],
      ]) {
        await page.goto(path!);
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: `e2e/screenshots/${name}-${width}.png`, fullPage: true });
      }
    });

    test('the console moderation pages', async ({ browser }) => {
      const viewport = { width, height: width < 800 ? 780 : 900 };
      const applicant = await resellerBrowser(browser);
      await applyAtLogin(
        applicant.page,
        uniqueEmail(`console-${width}`),
        'Kitengela Natural Beauty Supplies',
      );
      await applicant.context.close();
      const visitor = await browser.newContext();
      await visitor.request.post('/api/contact', {
        data: {
          firstName: 'Wanjiku',
          lastName: 'Kamau',
          email: 'wanjiku.kamau@example.com',
          phone: '0712345678',
          subject: 'wholesale',
          message: 'Do you sell the whipped body butter in 5 kg tubs?\nWe run two salons in Westlands.',
        },
      });
      await visitor.request.post('/api/products/2/reviews', {
        data: {
          name: 'Nyambura',
          rating: 4,
          title: 'Soft skin all week',
          body: 'Rich, melts fast, no greasy feel.',
        },
      });
      await visitor.request.post('/api/newsletter', { data: { email: uniqueEmail('reader') } });
      await visitor.close();

      const { context, page } = await adminBrowser(browser, { viewport });
      for (const [name, path] of [
        ['resellers-pending', '/admin/resellers'],
        ['resellers-approved', '/admin/resellers?status=approved'],
        ['reviews', '/admin/reviews'],
        ['reviews-empty', '/admin/reviews?status=rejected'],
        ['messages', '/admin/messages'],
        ['subscribers', '/admin/subscribers'],
      ]) {
        await page.goto(path!);
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: `e2e/screenshots/admin-${name}-${width}.png`, fullPage: true });
      }
      // The portal test above approved a reseller: their own page with their orders.
      await page.goto('/admin/resellers?status=approved');
      await page.locator('main article h2 a').first().click();
      await expect(page).toHaveURL(/\/admin\/resellers\/\d+$/);
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `e2e/screenshots/admin-reseller-${width}.png`, fullPage: true });
      await context.close();
    });

    test('the orders console', async ({ browser }) => {
      // An order of its own for the order page, whatever ran on this shop before.
      const shopper = await resellerBrowser(browser);
      const placed = await shopper.context.request.post('/api/orders', {
        data: {
          customerName: 'Njeri Mwangi',
          customerEmail: uniqueEmail(`orders-${width}`),
          customerPhone: '0722000360',
          deliveryAddress: 'Ngong Road, Prestige Plaza, 2nd floor',
          deliveryArea: 'Kilimani',
          items: [{ id: 1, quantity: 1 }],
          paymentMethod: 'pay_later',
        },
      });
      expect(placed.status()).toBe(201);
      await shopper.context.close();

      const { context, page } = await adminBrowser(browser, {
        viewport: { width, height: width < 800 ? 780 : 900 },
      });
      for (const [name, path] of [
        ['today', '/admin'],
        ['orders', '/admin/orders'],
        ['activity', '/admin/activity'],
        ['team', '/admin/team'],
        ['settings', '/admin/settings'],
        ['content', '/admin/content'],
        ['content-hero', '/admin/content/hero'],
        ['payments', '/admin/payments'],
        ['refunds', '/admin/refunds'],
      ]) {
        await page.goto(path!);
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: `e2e/screenshots/admin-${name}-${width}.png`, fullPage: true });
      }
      await page.goto('/admin/orders');
      await page.locator('main ul a[href^="/admin/orders/HM-"]').first().click();
      await expect(page).toHaveURL(/\/admin\/orders\/HM-/);
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `e2e/screenshots/admin-order-${width}.png`, fullPage: true });
      await context.close();
    });

    test('payment outcomes and the tracking result', async ({ page }) => {
      await addFirstProductToCart(page);
      await fillDetails(page);
      await page.locator('main').getByLabel('M-Pesa phone number').fill('0700001032');
      await page.getByRole('button', { name: /with M-Pesa$/ }).click();
      await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible({ timeout: 15_000 });
      await page.screenshot({ path: `e2e/screenshots/checkout-mpesa-failed-${width}.png`, fullPage: true });
      await page.getByRole('button', { name: 'Pay Later Instead' }).click();
      await page.getByRole('button', { name: 'Confirm Order (Pay Later)' }).click();
      await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
      await page.screenshot({ path: `e2e/screenshots/checkout-confirmed-${width}.png`, fullPage: true });
      await page.getByRole('link', { name: 'Track My Order' }).click();
      await expect(page.locator('section[aria-labelledby="track-result-heading"]')).toBeVisible();
      await page.screenshot({ path: `e2e/screenshots/track-order-result-${width}.png`, fullPage: true });
    });
  });
}
