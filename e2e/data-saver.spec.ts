import { expect, test, type CDPSession, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe-util';
import { expectNoSidewaysScroll } from './layout-util';
import { waitForHydration } from './reseller-util';

// A shopper paying for every megabyte: her browser's Save-Data header, or the footer's switch.
// A sharp phone screen (3 device pixels per CSS pixel) is where pictures cost the most.
test.use({ viewport: { width: 360, height: 780 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });

const FIRST_VIEW_BUDGET = 150 * 1024;

interface Fetched {
  url: string;
  type: string;
  bytes: number;
}

/** Every response the page receives, with its bytes over the wire (headers and compressed body). */
async function recordTraffic(page: Page): Promise<{ fetched: Fetched[]; cdp: CDPSession }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const pending = new Map<string, { url: string; type: string }>();
  const fetched: Fetched[] = [];
  cdp.on('Network.responseReceived', (event) => {
    pending.set(event.requestId, { url: event.response.url, type: event.type });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const response = pending.get(event.requestId);
    if (response) fetched.push({ ...response, bytes: event.encodedDataLength });
  });
  return { fetched, cdp };
}

const total = (fetched: Fetched[]) => fetched.reduce((sum, f) => sum + f.bytes, 0);

test.describe('with Save-Data: on', () => {
  test.use({ extraHTTPHeaders: { 'Save-Data': 'on' } });

  test("the home page's first view is at most 150 KB: small pictures, no fonts, no scripts, a still slideshow", async ({
    page,
  }, testInfo) => {
    const { fetched } = await recordTraffic(page);
    await page.goto('/', { waitUntil: 'load' });
    // Anything lazy that the first view would start has had its time.
    await page.waitForTimeout(2_000);
    const bytes = total(fetched);
    testInfo.annotations.push({ type: 'first view', description: `${(bytes / 1024).toFixed(1)} KB` });
    console.log(`Home, first view with Save-Data: ${(bytes / 1024).toFixed(1)} KB over the wire`);
    expect(bytes).toBeLessThanOrEqual(FIRST_VIEW_BUDGET);
    expect(fetched.filter((f) => f.type === 'Script')).toEqual([]);
    expect(fetched.filter((f) => f.type === 'Font')).toEqual([]);

    // One photo of the slideshow, the file for its CSS width rather than for three device pixels each.
    const photos = fetched.filter((f) => f.url.includes('/generated/hero/'));
    expect(photos.map((f) => new URL(f.url).pathname)).toEqual([expect.stringMatching(/-640\.avif$/)]);
    const slideshow = page.getByRole('region', { name: 'Our community' });
    await expect(slideshow.getByRole('button', { name: 'Play slideshow' })).toBeVisible();

    await page.screenshot({ path: testInfo.outputPath('data-saver-home-360.png') });
    await expectNoSidewaysScroll(page, 'home with data saver');
  });

  test('a tap on Add to cart loads the scripts and adds the product', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/product/1');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(scripts).toEqual([]);

    await page.getByRole('button', { name: 'Add to Cart' }).tap();
    await expect(page.getByText('Added to cart!', { exact: true })).toBeVisible();
    expect(scripts.length).toBeGreaterThan(0);
    await expect(page.getByRole('link', { name: 'Shopping cart (1)' })).toBeVisible();
  });

  test('following a link costs the next page only', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/products');
    await page
      .getByRole('main')
      .getByRole('link', { name: /Whipped Shea Body Butter/ })
      .first()
      .tap();
    await expect(page).toHaveURL(/\/product\/1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Whipped Shea Body Butter' })).toBeVisible();
    expect(scripts).toEqual([]);
  });
});

test("the footer's Data saver switch is remembered, and the browser's header can be overruled", async ({
  page,
  context,
}, testInfo) => {
  await page.goto('/');
  await waitForHydration(page);
  const toggle = page.getByRole('switch', { name: 'Data saver' });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(2);

  await toggle.scrollIntoViewIfNeeded();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expect(page.locator('html')).toHaveAttribute('data-saver', '');
  await expectNoAxeViolations(page);
  await toggle.screenshot({ path: testInfo.outputPath('data-saver-switch-360.png') });

  // Remembered: the next page is drawn light by the server, with no script until a tap.
  const { fetched } = await recordTraffic(page);
  await page.goto('/products', { waitUntil: 'load' });
  await expect(page.locator('html')).toHaveAttribute('data-saver', '');
  await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(0);
  const overTheWire = fetched.filter((f) => f.bytes > 0);
  expect(overTheWire.filter((f) => f.type === 'Script' || f.type === 'Font')).toEqual([]);

  // Turned off again, it wins over a browser that asks for data saving.
  const again = page.getByRole('switch', { name: 'Data saver' });
  await again.scrollIntoViewIfNeeded();
  await again.tap();
  await expect(again).toHaveAttribute('aria-checked', 'false');
  await context.setExtraHTTPHeaders({ 'Save-Data': 'on' });
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.getByRole('switch', { name: 'Data saver' })).toHaveAttribute('aria-checked', 'false');
  await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(2);
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === 'data_saver')?.value).toBe('off');
});
