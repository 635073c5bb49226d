import { expect, test, type Page } from '@playwright/test';

// The seed catalogue: 19 products, 2 raw, 3 hair care, 15 for dry skin; 12 cards a page.
const TOTAL = 19;
const PAGE_SIZE = 12;

async function waitForHydration(page: Page) {
  await expect(page.locator('[data-hydrated]')).toHaveCount(1);
}

test('the catalogue is filtered from the URL, also on the server', async ({ page, request }) => {
  const html = await (await request.get('/products?category=raw')).text();
  expect(html).toMatch(/Showing (<!-- -->)?2(<!-- -->)? of (<!-- -->)?19(<!-- -->)? products/);
  expect(html).toContain('Raw Shea Butter Bar');
  expect(html).not.toContain('Shea Curl Defining Cream');

  await page.goto('/products?category=hair-care&skinType=damaged');
  await expect(page.getByRole('radio', { name: 'Hair Care' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Damaged' })).toBeChecked();
  await expect(page.getByText(`Showing 2 of ${TOTAL} products`)).toBeVisible();
});

test('filters, sort and search follow clicks and are written to the URL', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/products');
  await expect(page.getByText(`Showing 1–${PAGE_SIZE} of ${TOTAL} products`)).toBeVisible();
  await waitForHydration(page);

  await page.getByRole('radio', { name: 'Raw Shea Butter' }).check();
  await expect(page).toHaveURL(/\/products\?category=raw$/);
  await expect(page.getByText(`Showing 2 of ${TOTAL} products`)).toBeVisible();

  await page.getByLabel('Sort by').selectOption('price-low');
  await expect(page).toHaveURL(/sort=price-low/);
  const names = page.getByRole('heading', { level: 2 }).getByRole('link');
  // A product in several sizes sorts by its lowest: the raw butter's 100 g at KSH 500 beats the bar's 800.
  await expect(names.first()).toHaveText('Raw Unrefined Shea Butter (Grade A)');
  await expect(names.last()).toHaveText('Raw Shea Butter Bar');

  await page.getByRole('radio', { name: 'All Categories' }).check();
  await page.getByRole('radio', { name: 'Over KSH 2,500' }).check();
  await expect(page).toHaveURL(/price=over-2500/);
  await expect(page.getByText(`Showing 4 of ${TOTAL} products`)).toBeVisible();

  await page.getByPlaceholder('Search products...').fill('no such thing');
  await expect(page).toHaveURL(/q=no\+such\+thing/);
  await expect(page.getByText('No products found matching your criteria.')).toBeVisible();
  await expect(page.getByText('Try adjusting your filters or search terms.')).toBeVisible();
});

test("a card shows each of SPEC's badges that applies, in SPEC's order", async ({ page }) => {
  await page.goto('/products');
  const highlights = (name: string) =>
    page
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name, exact: true }) })
      .getByRole('list', { name: 'Product highlights' })
      .getByRole('listitem');
  await expect(highlights('Shea Essentials Gift Set')).toHaveText(['Best Seller', 'Gift Set']);
  await expect(highlights('Raw Unrefined Shea Butter (Grade A)')).toHaveText(['Best Seller', 'Raw & Pure']);
  await expect(highlights('Shea & Baobab Facial Serum')).toHaveText(['Best Seller']);
  // Not featured, so on the second page of the whole catalogue.
  await page.goto('/products?category=raw');
  await expect(highlights('Raw Shea Butter Bar')).toHaveText(['Raw & Pure']);
});

test('the pager shows the next cards, keeps the filters, and a new filter starts at page 1', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/products');
  await waitForHydration(page);
  const cards = page.getByRole('heading', { level: 2 }).getByRole('link');
  const pager = page.getByRole('navigation', { name: 'Pages of products' });
  await expect(cards).toHaveCount(PAGE_SIZE);
  await expect(page.getByText(`Showing 1–${PAGE_SIZE} of ${TOTAL} products`)).toBeVisible();
  await expect(pager.locator('[aria-current="page"]')).toHaveText('Page 1');

  await pager.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/products\?page=2#results$/);
  await expect(cards).toHaveCount(TOTAL - PAGE_SIZE);
  await expect(page.getByRole('link', { name: 'Shea & Castor Hair Oil', exact: true })).toBeVisible();
  await expect(page.getByText('Page 2 of 2').first()).toBeVisible();
  await expect(page.getByText(`Showing ${PAGE_SIZE + 1}–${TOTAL} of ${TOTAL} products`)).toBeVisible();
  // The keyboard goes on from the new page's top, not from the pager below it.
  await expect(page.locator('#results')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: /wishlist$/ }).first()).toBeFocused();

  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('name');
  await expect(page).toHaveURL(/\/products\?sort=name$/);
  await expect(cards.first()).toHaveText('Black Soap & Shea Cleansing Bar');
  await expect(cards).toHaveCount(PAGE_SIZE);

  await pager.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/products\?sort=name&page=2#results$/);
  await expect(cards.first()).toHaveText('Shea & Cocoa Body Lotion');
  await expect(cards.last()).toHaveText('Whipped Shea Body Butter');

  await pager.getByRole('link', { name: 'Previous' }).click();
  await expect(page).toHaveURL(/\/products\?sort=name#results$/);
  await expect(cards.first()).toHaveText('Black Soap & Shea Cleansing Bar');
  await page.goBack();
  await expect(cards.last()).toHaveText('Whipped Shea Body Butter');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the filters apply with their button, and the pager keeps them', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/products');
    const cards = page.getByRole('heading', { level: 2 }).getByRole('link');
    await expect(cards).toHaveCount(PAGE_SIZE);

    await page.locator('summary', { hasText: 'Filters' }).click();
    await page.getByRole('radio', { name: 'Dry' }).check();
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('name');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    // A plain form sends every field, defaults too.
    await expect(page).toHaveURL(/\?category=all&price=all&skinType=dry&q=&sort=name$/);
    await expect(page.getByText(`Showing 1–${PAGE_SIZE} of 15 products`)).toBeVisible();
    await expect(cards.first()).toHaveText('Natural Hair Care Gift Set');

    const pager = page.getByRole('navigation', { name: 'Pages of products' });
    await pager.getByRole('link', { name: 'Next' }).click();
    // The pager's links carry the view without its defaults.
    await expect(page).toHaveURL(/\/products\?skinType=dry&sort=name&page=2#results$/);
    await expect(cards).toHaveCount(15 - PAGE_SIZE);
    await expect(page.getByText(`Showing ${PAGE_SIZE + 1}–15 of 15 products`)).toBeVisible();
    await expect(cards.last()).toHaveText('Whipped Shea Body Butter');
    await page.locator('summary', { hasText: 'Filters' }).click();
    await expect(page.getByRole('radio', { name: 'Dry' })).toBeChecked();

    // Enter in the search box sends the form, and a new search starts at page 1.
    await page.getByPlaceholder('Search products...').fill('cocoa');
    await page.getByPlaceholder('Search products...').press('Enter');
    await expect(page).toHaveURL(/\?category=all&price=all&skinType=dry&q=cocoa&sort=name$/);
    await expect(page.getByText(`Showing 2 of ${TOTAL} products`)).toBeVisible();
    await expect(pager).toHaveCount(0);
  });
});

test('the header search opens a dialog that searches the catalogue', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Search products' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search products' });
  await dialog.getByPlaceholder('Search products...').fill('butter bar');
  await dialog.getByPlaceholder('Search products...').press('Enter');
  await expect(page).toHaveURL(/\/products\?q=butter\+bar/);
  await expect(page.getByText(`Showing 1 of ${TOTAL} products`)).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('a product page shows its details, tabs and real review state', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/products?page=2');
  await page.getByRole('link', { name: 'Shea & Castor Hair Oil', exact: true }).click();
  await expect(page).toHaveURL(/\/product\/18$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Shea & Castor Hair Oil' })).toBeVisible();
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(crumbs.getByText('Shea & Castor Hair Oil')).toBeVisible();
  await expect(page.getByText('In Stock')).toBeVisible();
  await expect(page.getByText('No reviews yet', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay Later (Contact in 10 min)' })).toBeEnabled();
  for (const name of ['Fast Delivery', 'Secure Payment', '100% Natural', 'Quick Response']) {
    await expect(page.getByText(name, { exact: true })).toBeVisible();
  }

  await page.getByRole('tab', { name: 'How to Use' }).click();
  await expect(page.getByRole('tabpanel').getByRole('listitem')).toHaveCount(4);
  // The tabs follow the keyboard pattern: arrows move and select, Home goes to the first.
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'Ingredients' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Ingredients' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Home');
  await expect(page.getByRole('tab', { name: 'Description' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toHaveCount(1);
  await page.getByRole('tab', { name: 'How to Use' }).click();

  // The WhatsApp message names the chosen size and its price: the first, then the one picked.
  const whatsapp = page.getByRole('link', { name: /Order on WhatsApp/ });
  await expect(whatsapp).toHaveAttribute('href', /Shea%20%26%20Castor%20Hair%20Oil.*50%20ml.*KSH%20800\.00/);
  await page.getByRole('group', { name: 'Size' }).getByText('100 ml').click();
  await expect(page).toHaveURL(/\/product\/18\?size=\d+$/);
  await expect(whatsapp).toHaveAttribute(
    'href',
    /wa\.me\/\d+\?text=.*Shea%20%26%20Castor%20Hair%20Oil.*100%20ml.*KSH%201%2C350\.00/,
  );
});

test('an out-of-stock product cannot be added or paid later', async ({ page }) => {
  await page.goto('/product/5');
  await expect(page.getByText('Out of Stock').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  // Pay Later reads 'Out of Stock'; so may Buy Now above it, once the global store answers.
  await expect(page.getByRole('button', { name: 'Out of Stock' }).last()).toBeDisabled();
});

test('a review is accepted for approval, and bad input shows its messages', async ({ page }) => {
  await page.goto('/product/3');
  await waitForHydration(page);
  await page.getByRole('tab', { name: /Reviews/ }).click();
  await page.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page.getByText('Please choose a rating from 1 to 5 stars')).toBeVisible();
  await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();

  await page.locator('label').filter({ hasText: '4 stars' }).click();
  await page.getByLabel('Your name').fill('Wanjiru');
  await page.getByLabel('Review title').fill('Soft hands at last');
  await page.getByLabel('Your review').fill('My hands stay soft all day, even after washing.');
  await page.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page.getByText('Thank you! Your review will appear once it has been approved.')).toBeVisible();
  // Not approved yet, so the page still has none.
  await page.reload();
  await expect(page.getByText('No reviews yet', { exact: true })).toBeVisible();
});

test('an unknown product answers 404 with Product Not Found', async ({ page }) => {
  const response = await page.goto('/product/99999');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Product Not Found' })).toBeVisible();
  await expect(page.getByText("Sorry, the product you're looking for doesn't exist.")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Products' })).toHaveAttribute('href', '/products');
});

test('the chosen currency changes prices and survives a reload', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/product/1');
  await waitForHydration(page);
  // The body butter's first size, 100 ml.
  await expect(page.getByText('KSH 1,000.00')).toBeVisible();

  await page.getByRole('button', { name: /Change currency/ }).click();
  const search = page.getByPlaceholder('Search currencies...');
  await search.fill('zzz');
  await expect(page.getByText('No currencies found.')).toBeVisible();
  await search.fill('');
  await expect(page.getByText('Popular Currencies')).toBeVisible();
  await expect(page.getByText('Other Currencies')).toBeVisible();
  await expect(page.getByText('Rates set 1 Nov 2026 • You pay in KES at checkout.')).toBeVisible();
  await search.fill('dollar');
  await page.getByRole('button', { name: /USD/ }).click();

  // 1,000 KES x 0.0074 x 1.5 regional markup = $11.10
  await expect(page.getByText('$11.10').first()).toBeVisible();
  await page.reload();
  await expect(page.getByText('$11.10').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /Currency: USD/ })).toBeVisible();
});

test('wishlist: add from a card, see the count, remove on the wishlist page', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/products');
  await waitForHydration(page);
  await expect(page.getByRole('link', { name: 'Wishlist', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Add Shea Intensive Hand Cream to wishlist' }).click();
  await expect(page.getByText('Added to wishlist!', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Product has been added to your wishlist.').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Wishlist (1)' })).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Remove Shea Intensive Hand Cream from wishlist' }),
  ).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('link', { name: 'Wishlist (1)' }).click();
  await expect(page.getByRole('heading', { name: 'Shea Intensive Hand Cream' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/products');

  await page.getByRole('button', { name: 'Remove Shea Intensive Hand Cream from wishlist' }).click();
  await expect(page.getByText('Removed from wishlist', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Your wishlist is empty')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/products');
  await expect(page.getByRole('link', { name: 'Wishlist', exact: true })).toBeVisible();
});

test('a saved product shows as saved on pages every shopper shares, and on the wishlist page without JavaScript', async ({
  page,
  browser,
}) => {
  await page.goto('/product/2');
  await waitForHydration(page);
  const name = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  await page.getByRole('button', { name: `Add ${name} to wishlist` }).click();
  await expect(page.getByRole('link', { name: 'Wishlist (1)' })).toBeVisible();

  // The same page again, now from the server's cache: the heart and the count come from this shopper's list.
  const again = await page.goto('/product/2');
  expect(again?.headers()['x-page-cache']).toBe('hit');
  await expect(page.getByRole('link', { name: 'Wishlist (1)' })).toBeVisible();
  await expect(page.getByRole('button', { name: `Remove ${name} from wishlist` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  const plain = await browser.newContext({ javaScriptEnabled: false });
  await plain.addCookies(await page.context().cookies());
  const noScript = await plain.newPage();
  await noScript.goto('/wishlist');
  await expect(noScript.getByRole('heading', { name })).toBeVisible();
  await expect(noScript.getByText('1 item saved')).toBeVisible();
  await plain.close();
});

test('on a 360 px screen the menu is a drawer that closes when a link is picked', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  const menu = page.getByRole('button', { name: 'Open menu' });
  await menu.click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');

  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(menu).toBeFocused();

  await menu.click();
  await drawer.getByRole('link', { name: 'Track Order' }).click();
  await expect(page).toHaveURL(/\/track-order$/);
  await expect(drawer).toBeHidden();
});

test('sitemap.xml lists pages and products; robots.txt points at it', async ({ request }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toContain('application/xml');
  const xml = await sitemap.text();
  expect(xml).toContain('/products</loc>');
  expect(xml).toContain('/product/19</loc>');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/Sitemap: http.*\/sitemap\.xml/);
});

test('the floating WhatsApp link opens a chat and explains itself on hover', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  const link = page.getByRole('link', { name: /Chat with us on WhatsApp/ });
  await expect(link).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=.*shea%20butter/);
  const tip = page.getByRole('tooltip');
  await expect(tip).toHaveCSS('opacity', '0');
  await link.hover();
  await expect(tip).toHaveCSS('opacity', '1');
});
