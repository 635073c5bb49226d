import { expect, test } from '@playwright/test';

test('the home page is rendered on the server with featured products', async ({ page, request }) => {
  const html = await (await request.get('/')).text();
  expect(html).toContain('Timeless Beauty, Rooted in Nature');

  await page.goto('/');
  await expect(page).toHaveTitle(/Timeless Beauty, Rooted in Nature/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Timeless Beauty, Rooted in Nature');
});

test('an unknown path answers 404 with Page Not Found', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
});
