import { expect, test } from '@playwright/test';

test('the contact form shows every message, then sends', async ({ page }) => {
  await page.goto('/contact');
  await page.waitForLoadState('networkidle');
  await expect(page.getByText('Mon-Fri: 8:00 AM - 6:00 PM')).toBeVisible();
  await page.getByRole('button', { name: 'Send Message' }).click();
  for (const message of [
    'First name must be at least 2 characters',
    'Last name must be at least 2 characters',
    'Invalid email address',
    'Please select a subject',
    'Message must be at least 10 characters',
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }

  await page.locator('main').getByLabel('First name').fill('Wanjiku');
  await page.locator('main').getByLabel('Last name').fill('Kamau');
  await page.locator('main').getByLabel('Email').fill('wanjiku@example.com');
  await page.locator('main').getByLabel('Subject').selectOption('skincare-advice');
  await page
    .locator('main')
    .getByLabel('Message', { exact: true })
    .fill('Which butter suits very dry skin in the cold season?');
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/contact'));
  await page.getByRole('button', { name: 'Send Message' }).click();
  expect((await answer).status()).toBe(201);
  await expect(page.getByText('Message sent successfully!').first()).toBeVisible();
  await expect(page.locator('main').getByLabel('First name')).toHaveValue('');
});

test('without JavaScript the form posts to the page and answers there', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Please select a subject')).toBeVisible();

  await page.locator('main').getByLabel('First name').fill('Otieno');
  await page.locator('main').getByLabel('Last name').fill('Odhiambo');
  await page.locator('main').getByLabel('Email').fill('otieno@example.com');
  await page.locator('main').getByLabel('Subject').selectOption('wholesale');
  await page
    .locator('main')
    .getByLabel('Message', { exact: true })
    .fill('We run a salon in Kisumu and would like wholesale prices.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message sent successfully!').first()).toBeVisible();
  await context.close();
});
