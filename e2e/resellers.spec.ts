import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

const WAITLIST = '/api/reseller/waitlist';
// The footer's newsletter has an 'Email address' field too.
const emailField = (page: Page) => page.locator('main').getByLabel('Email address');
const notifyButton = (page: Page) => page.getByRole('button', { name: 'Notify Me' });
const onTheList = (page: Page) => page.getByRole('heading', { name: "You're on the list" });

async function openPage(page: Page) {
  await page.goto('/resellers');
  await expect(page.locator('[data-hydrated]')).toHaveCount(1);
}

/** The field is required (the browser refuses an empty one before any script runs), and an address
 * the browser accepts but the shop's schema does not (no domain) is refused with its message. */
async function expectEmptyAndInvalidRefused(page: Page) {
  await notifyButton(page).click();
  expect(await emailField(page).evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(
    true,
  );
  await emailField(page).fill('someone@example');
  await notifyButton(page).click();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await expect(emailField(page)).toHaveValue('someone@example');
  await expect(onTheList(page)).toHaveCount(0);
}

test('the page presents the programme and links to the reseller portal', async ({ page }) => {
  await openPage(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Wholesale shea care for salons, spas and shops',
  );
  await expect(page.getByRole('heading', { name: 'Wholesale pricing' })).toBeVisible();
  await expect(page.getByText('Up to 20% off retail prices on every product you stock')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  await expect(page.getByRole('link', { name: 'Create a reseller account' })).toHaveAttribute(
    'href',
    '/login?mode=register',
  );
});

test('with JavaScript the notify form refuses bad input, then waits a moment and lists the email', async ({
  page,
}) => {
  let posts = 0;
  page.on('request', (request) => {
    if (request.url().endsWith(WAITLIST)) posts++;
  });
  await openPage(page);

  await expectEmptyAndInvalidRefused(page);
  expect(posts).toBe(0);

  await emailField(page).fill(`salon-${Date.now()}@example.com`);
  const answer = page.waitForResponse((response) => response.url().endsWith(WAITLIST));
  const submittedAt = Date.now();
  await notifyButton(page).click();
  await expect(page.getByRole('button', { name: 'Subscribing...' })).toBeDisabled();
  expect((await answer).status()).toBe(201);
  await expect(onTheList(page)).toBeVisible();
  // SPEC §4: the 'You're on the list' state follows a 1 s pause, however fast the server is.
  expect(Date.now() - submittedAt).toBeGreaterThanOrEqual(1000);
  await expect(onTheList(page)).toBeFocused();
  await expect(page.getByText('Successfully subscribed!', { exact: true }).first()).toBeVisible();
  expect(posts).toBe(1);
});

test('a failed signup says why and keeps the form', async ({ page }) => {
  const message = 'Too many requests. Please wait a minute and try again.';
  await page.route(`**${WAITLIST}`, (route) => route.fulfill({ status: 429, json: { message } }));
  await openPage(page);
  await emailField(page).fill('spa@example.com');
  await notifyButton(page).click();
  await expect(page.getByText('Error', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(message).first()).toBeVisible();
  await expect(notifyButton(page)).toBeEnabled();
  await expect(emailField(page)).toHaveValue('spa@example.com');
  await expect(onTheList(page)).toHaveCount(0);
});

test('without JavaScript the form posts to the page and answers there', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/resellers');

  await expectEmptyAndInvalidRefused(page);

  await emailField(page).fill(`shop-${Date.now()}@example.com`);
  await notifyButton(page).click();
  await expect(onTheList(page)).toBeVisible();
  await expect(page.getByText('the day the reseller programme launches')).toBeVisible();
  await context.close();
});

test('the field error and the on-the-list state have no axe violations', async ({ page }) => {
  await openPage(page);
  await emailField(page).fill('someone@example');
  await notifyButton(page).click();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await emailField(page).fill(`axe-${Date.now()}@example.com`);
  await notifyButton(page).click();
  await expect(onTheList(page)).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});
