import { expect, test, type Browser } from '@playwright/test';
import sharp from 'sharp';
import { expectNoAxeViolations } from './axe-util';
import { signInAtLogin, waitForHydration } from './reseller-util';
import { SHOP_ADMIN } from './shop-admin';

// The owner adds a product in the console, edits its price and stock, uploads a picture and makes
// it the main one; the shop's product page shows all of it at once. The product is hidden again
// afterwards, so the storefront tests still find the seed catalogue of 19. The owner also adds a
// size to a seed product; it is switched off again afterwards (sizes are never deleted).

let createdId: number | null = null;

async function hideCreatedProduct(browser: Browser) {
  if (createdId === null) return;
  // Changes must come from the shop's own origin (the API's cross-site guard), as a browser's would.
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const context = await browser.newContext({ extraHTTPHeaders: { origin } });
  await context.request.post('/api/auth/login', { data: SHOP_ADMIN });
  const hidden = await context.request.patch(`/api/admin/products/${createdId}`, { data: { hidden: true } });
  expect(hidden.status()).toBe(200);
  await context.close();
}

let sizedProductId: number | null = null;

/** Switches off the size the test added, so the seed product offers its own sizes again. */
async function switchOffAddedSize(browser: Browser) {
  if (sizedProductId === null) return;
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const context = await browser.newContext({ extraHTTPHeaders: { origin } });
  await context.request.post('/api/auth/login', { data: SHOP_ADMIN });
  const product = (await (await context.request.get(`/api/admin/products/${sizedProductId}`)).json()) as {
    variants: { id: number; label: string; price: string; stockQuantity: number; active: boolean }[];
  };
  const variants = product.variants.map(({ id, label, price, stockQuantity, active }) => ({
    id,
    label,
    price,
    stockQuantity,
    stockLoaded: stockQuantity,
    active: label === '500 ml' ? false : active,
  }));
  const saved = await context.request.patch(`/api/admin/products/${sizedProductId}`, { data: { variants } });
  expect(saved.status()).toBe(200);
  await context.close();
}

test.afterAll(async ({ browser }) => {
  await hideCreatedProduct(browser);
  await switchOffAddedSize(browser);
});

test('the owner creates and edits a product and uploads its picture; the shop shows them at once', async ({
  page,
}) => {
  await signInAtLogin(page, SHOP_ADMIN.email, SHOP_ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);

  await page.goto('/admin/products');
  await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
  await waitForHydration(page);
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'New product' }).click();
  await expect(page.getByRole('heading', { name: 'New product' })).toBeVisible();
  await waitForHydration(page);
  await expectNoAxeViolations(page);

  const slug = `kigelia-body-balm-${Date.now()}`;
  await page.getByLabel('Name').fill('Kigelia Body Balm');
  await page.getByLabel('Slug').fill(slug);
  await page.getByLabel('Size', { exact: true }).fill('150 g');
  await page.getByLabel('Price (KES)').fill('1800');
  await page.getByLabel('Stock', { exact: true }).fill('12');
  await page.getByLabel('Category').selectOption('moisturizers');
  await page.getByRole('checkbox', { name: 'Dry' }).check();
  await page.getByLabel('Description').fill('Shea and kigelia balm for skin that drinks everything.');
  await page.getByLabel('Ingredients').fill('Shea butter\nKigelia extract');
  await page.getByLabel('How to use').fill('Warm a little.\nSmooth over damp skin.');
  await page.getByRole('checkbox', { name: /^Hidden/ }).uncheck();
  await page.getByRole('button', { name: 'Create product' }).click();

  await expect(page.getByRole('status')).toContainText('Product created');
  createdId = Number(/\/admin\/products\/(\d+)/.exec(page.url())?.[1]);
  expect(createdId).toBeGreaterThan(0);
  await waitForHydration(page);
  await expectNoAxeViolations(page);

  // Price and stock, as the owner corrects them after a count.
  await page.getByLabel('Price (KES)').fill('1950.50');
  await page.getByLabel('Stock', { exact: true }).fill('3');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status')).toContainText('Changes saved');
  await expect(page.getByText('Low stock').first()).toBeVisible();

  // Two pictures, made here; the second becomes the main one.
  const square = (colour: string) =>
    sharp({ create: { width: 640, height: 640, channels: 3, background: colour } })
      .png()
      .toBuffer();
  await page.getByLabel('Add pictures').setInputFiles([
    { name: 'front.png', mimeType: 'image/png', buffer: await square('#7a4a1f') },
    { name: 'side.png', mimeType: 'image/png', buffer: await square('#1f5a3a') },
  ]);
  await page.getByRole('button', { name: 'Upload pictures' }).click();
  await expect(page.getByRole('status')).toContainText('Pictures added');
  await expect(page.getByRole('img', { name: /Kigelia Body Balm, picture \d of 2/ })).toHaveCount(2);
  const second = await page
    .getByRole('img', { name: 'Kigelia Body Balm, picture 2 of 2' })
    .getAttribute('src');
  await page.getByRole('button', { name: 'Make picture 2 the main picture' }).click();
  await expect(page.getByRole('status')).toContainText('Main picture changed');
  await expectNoAxeViolations(page);

  // A wrong kind of file is refused with the shop's words, and nothing is added.
  await page.getByLabel('Add pictures').setInputFiles({
    name: 'photo.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
  });
  await page.getByRole('button', { name: 'Upload pictures' }).click();
  await expect(page.getByRole('alert')).toHaveText('Images must be JPEG, PNG or WebP');
  await expect(page.getByRole('img', { name: /Kigelia Body Balm, picture \d of 2/ })).toHaveCount(2);

  await page.goto(`/product/${createdId}`);
  const main = page.locator('main');
  await expect(main.getByRole('heading', { name: 'Kigelia Body Balm', level: 1 })).toBeVisible();
  await expect(main.getByText('KSH 1,950.50').first()).toBeVisible();
  const shown = main.getByRole('img', { name: /Kigelia Body Balm/ }).first();
  await expect(shown).toHaveAttribute('src', second!);
  // Chromium shows AVIF, so it takes the upload's AVIF variant over the WebP fallback.
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.avif$/);
  expect(await shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test('the products list finds a product, filters low stock, and is reached only by an admin', async ({
  page,
  browser,
}) => {
  const anonymous = await browser.newContext();
  const visitor = await anonymous.newPage();
  await visitor.goto('/admin/products');
  await expect(visitor).toHaveURL(/\/login\?redirectTo=%2Fadmin%2Fproducts/);
  await anonymous.close();

  await signInAtLogin(page, SHOP_ADMIN.email, SHOP_ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/products');
  await page.getByLabel('Search by name or slug').fill('body butter');
  await page.locator('main').getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Whipped Shea Body Butter' })).toBeVisible();

  await page.goto('/admin/products?filter=low');
  await expect(page.getByRole('link', { name: 'Low stock' })).toHaveAttribute('aria-current', 'page');
  // The seed has products out of stock; each is marked in words.
  await expect(page.getByText('Out of stock').first()).toBeVisible();
  await waitForHydration(page);
  await expectNoAxeViolations(page);
});

test('the owner adds a size to a product; the shop’s product page then offers it', async ({ page }) => {
  await signInAtLogin(page, SHOP_ADMIN.email, SHOP_ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/products?q=castor');
  await page.getByRole('link', { name: 'Shea & Castor Hair Oil' }).click();
  await expect(page.getByRole('heading', { name: 'Shea & Castor Hair Oil', level: 1 })).toBeVisible();
  sizedProductId = Number(/\/admin\/products\/(\d+)/.exec(page.url())?.[1]);
  await waitForHydration(page);

  const sizes = page.getByRole('group', { name: 'Sizes' });
  await expect(sizes.getByRole('group', { name: /^Size \d/ })).toHaveCount(2);
  await sizes.getByRole('button', { name: 'Add a size' }).click();
  const added = sizes.getByRole('group', { name: 'Size 3 (new)' });
  await added.getByLabel('Size', { exact: true }).fill('500 ml');
  await added.getByLabel('Price (KES)').fill('4200');
  await added.getByLabel('Stock', { exact: true }).fill('6');
  await expect(added.getByRole('checkbox', { name: 'On sale' })).toBeChecked();
  // The largest size first, then back: the order saved is the one shown.
  await added.getByRole('button', { name: 'Move up Size 3' }).click();
  await sizes
    .getByRole('group', { name: 'Size 2 (new)' })
    .getByRole('button', { name: 'Move down Size 2' })
    .click();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status')).toContainText('Changes saved');
  await expect(sizes.getByRole('group', { name: 'Size 3' }).getByLabel('Size', { exact: true })).toHaveValue(
    '500 ml',
  );
  await waitForHydration(page);
  await expectNoAxeViolations(page);

  const shop = (await (await page.request.get(`/api/products/${sizedProductId}`)).json()) as {
    variants: { label: string; price: string }[];
  };
  expect(shop.variants.map((size) => size.label)).toEqual(['50 ml', '100 ml', '500 ml']);
  await page.goto(`/product/${sizedProductId}`);
  const main = page.locator('main');
  await expect(main.getByRole('heading', { name: 'Shea & Castor Hair Oil', level: 1 })).toBeVisible();
  // The product page's size picker offers the new size.
  await expect(
    main.getByRole('group', { name: 'Size' }).getByRole('radio', { name: '500 ml' }),
  ).toBeVisible();
});

test('the product form’s sizes fit a phone 360 px wide', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInAtLogin(page, SHOP_ADMIN.email, SHOP_ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/products/new');
  await expect(page.getByRole('heading', { name: 'New product' })).toBeVisible();
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Add a size' }).click();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
});

test('the owner deletes a product no one ordered; the Products page offers to remove the demo products', async ({
  page,
}) => {
  await signInAtLogin(page, SHOP_ADMIN.email, SHOP_ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  // A hidden product of the test's own, so the storefront tests keep the seed catalogue of 19.
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const created = await page.request.post('/api/admin/products', {
    headers: { origin },
    data: {
      name: 'Baobab Lip Balm',
      slug: `baobab-lip-balm-${Date.now()}`,
      description: 'Shea and baobab for dry lips.',
      price: '450',
      category: 'moisturizers',
      skinTypes: ['dry'],
      ingredients: ['Shea butter', 'Baobab oil'],
      howToUse: ['Smooth over the lips.'],
      size: '10 g',
      stockQuantity: 4,
      hidden: true,
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  await page.goto(`/admin/products/${id}`);
  await waitForHydration(page);
  const deletion = page.getByRole('region', { name: 'Delete' });
  await deletion.getByRole('button', { name: 'Delete this product' }).click();
  await expect(deletion.getByRole('alert')).toHaveText('Tick the box to confirm the deletion');
  await expectNoAxeViolations(page);
  await deletion
    .getByRole('checkbox', { name: 'I understand a deleted product cannot be brought back' })
    .check();
  await deletion.getByRole('button', { name: 'Delete this product' }).click();

  await expect(page).toHaveURL(/\/admin\/products\?done=deleted$/);
  await expect(page.getByRole('status')).toHaveText(
    'Product deleted, with its reviews and wishlist entries.',
  );
  expect((await page.request.get(`/api/admin/products/${id}`)).status()).toBe(404);
  // The shop still holds the demo catalogue: the page offers to take it out, behind a box to tick.
  const demo = page.getByRole('region', { name: 'The demo products are still in your shop' });
  await expect(demo).toContainText('The shop started with 19 demo products');
  await expect(
    demo.getByRole('checkbox', { name: 'I understand the demo products are deleted for good' }),
  ).not.toBeChecked();
  await expect(demo.getByRole('button', { name: 'Remove the demo products' })).toBeVisible();
  await waitForHydration(page);
  await expectNoAxeViolations(page);
});
