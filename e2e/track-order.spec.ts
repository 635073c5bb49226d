import { expect, test } from '@playwright/test';

test('the tracking form shows its messages and the sample status', async ({ page }) => {
  await page.goto('/track-order');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { name: 'Sample Order Status' })).toBeVisible();
  await page.getByRole('button', { name: 'Track Order' }).click();
  await expect(page.getByText('Order number is required')).toBeVisible();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await expect(page).toHaveURL(/\/track-order$/);

  await page.locator('main').getByLabel('Order number').fill('HM-AAAA2222');
  await page.locator('main').getByLabel('Email address').fill('nobody');
  await page.getByRole('button', { name: 'Track Order' }).click();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await expect(page.getByText('Order number is required')).toHaveCount(0);
});

test('an unknown order reads as not found', async ({ page }) => {
  await page.goto('/track-order?order=HM-AAAA2222');
  await expect(page.locator('main').getByLabel('Order number')).toHaveValue('HM-AAAA2222');
  await page.waitForLoadState('networkidle');
  await page.locator('main').getByLabel('Email address').fill('someone@example.com');
  await page.getByRole('button', { name: 'Track Order' }).click();
  await expect(
    page.getByText('Order not found. Please check your order number and email address.'),
  ).toBeVisible();
});

test('a Pay Later order shows above the form, its badge and timeline agreeing', async ({ page }) => {
  const shopper = {
    customerName: 'Atieno Ouma',
    customerEmail: 'atieno.track@example.com',
    customerPhone: '0733000111',
    deliveryAddress: 'Oginga Odinga Street, Mega Plaza, 1st floor',
    deliveryArea: 'Kisumu',
  };
  const placed = await page.request.post('/api/orders', {
    data: { ...shopper, items: [{ id: 2, quantity: 1 }], paymentMethod: 'pay_later' },
  });
  expect(placed.status()).toBe(201);
  const { orderNumber } = (await placed.json()) as { orderNumber: string };

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/track-order?order=${orderNumber}&email=${shopper.customerEmail}`);
  await expect(page.locator('[data-hydrated]')).toHaveCount(1);
  const result = page.locator('section[aria-labelledby="track-result-heading"]');
  await expect(result.getByRole('heading', { name: orderNumber })).toBeInViewport();
  const form = page.getByRole('heading', { name: 'Track another order' });
  expect((await result.boundingBox())!.y).toBeLessThan((await form.boundingBox())!.y);
  // The badge and the timeline's next step tell the same story; no step is reached yet.
  await expect(result.getByText('Awaiting Payment')).toHaveCount(2);
  const progress = result.getByRole('list', { name: `Progress of order ${orderNumber}` });
  await expect(progress.getByText('(done)')).toHaveCount(0);
  await expect(progress.getByRole('listitem').first()).toContainText(/^Order Confirmed.*Awaiting Payment$/);
  // Placed just now, in Nairobi time with am or pm, as the sample card beside it writes times.
  await expect(
    result.locator('div', { has: page.getByText('Placed', { exact: true }) }).locator('dd'),
  ).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [ap]m$/);

  // A search from the form, further down on a phone, brings its answer into view above it.
  await page.locator('main').getByLabel('Email address').fill('someone.else@example.com');
  await page.getByRole('button', { name: 'Track Order' }).click();
  const notFound = page.getByText('Order not found. Please check your order number and email address.');
  await expect(notFound).toBeInViewport();
  await expect(page.locator(':focus')).toContainText('Order not found.');
});

test('the form works without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/track-order');
  await page.getByRole('button', { name: 'Track Order' }).click();
  await expect(page.getByText('Order number is required')).toBeVisible();
  await expect(page.getByText('Invalid email address')).toBeVisible();

  await page.locator('main').getByLabel('Order number').fill('hm-zzzz9999');
  await page.locator('main').getByLabel('Email address').fill('someone@example.com');
  await page.getByRole('button', { name: 'Track Order' }).click();
  await expect(page).toHaveURL(/orderNumber=hm-zzzz9999/);
  await expect(
    page.getByText('Order not found. Please check your order number and email address.'),
  ).toBeVisible();
  await context.close();
});

test.describe('the lookup limit the page shares with the API', () => {
  // The test server trusts its loopback proxy (playwright.config.ts), so each test picks its own
  // client address with X-Forwarded-For and does not use up the allowance of the other tests.
  const lookup = '/track-order?orderNumber=HM-AAAA2222&email=someone%40example.com';
  const apiLookup = '/api/orders/track?orderNumber=HM-AAAA2222&email=someone%40example.com';
  const LIMITED = 'Too many tracking requests. Please wait a minute and try again.';

  test('API lookups use it up for the page', async ({ browser, request }) => {
    const client = { 'x-forwarded-for': '198.51.100.21' };
    for (let i = 0; i < 10; i++)
      expect((await request.get(apiLookup, { headers: client })).status()).toBe(404);
    const context = await browser.newContext({ extraHTTPHeaders: client });
    const page = await context.newPage();
    const response = await page.goto(lookup);
    expect(response?.status()).toBe(429);
    await expect(page.getByRole('alert').filter({ hasText: LIMITED })).toBeVisible();
    await context.close();
  });

  test('page lookups use it up for the API, and the page says so after a search', async ({
    browser,
    request,
  }) => {
    const client = { 'x-forwarded-for': '198.51.100.22' };
    const context = await browser.newContext({ extraHTTPHeaders: client });
    const page = await context.newPage();
    for (let i = 0; i < 10; i++) expect((await page.goto(lookup))?.status()).toBe(200);
    await expect(
      page.getByText('Order not found. Please check your order number and email address.'),
    ).toBeVisible();
    await expect(page.locator('[data-hydrated]')).toHaveCount(1);
    // The eleventh lookup, through the form with JavaScript, is over the limit.
    await page.locator('main').getByLabel('Email address').fill('another@example.com');
    await page.getByRole('button', { name: 'Track Order' }).click();
    await expect(page.getByRole('alert').filter({ hasText: LIMITED })).toBeVisible();
    const api = await request.get(apiLookup, { headers: client });
    expect(api.status()).toBe(429);
    expect(await api.json()).toEqual({ message: LIMITED });
    await context.close();
  });
});
