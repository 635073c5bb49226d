import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
} from '@playwright/test';
import sharp from 'sharp';
import { adminBrowser } from './admin-util';
import { addFirstProductToCart, fillDetails } from './checkout-util';
import {
  CHAT_BUTTON,
  chatButtonRestingBox,
  controlsCoveredByChat,
  expectWhollyInside,
  sidewaysOverflow,
} from './layout-util';
import {
  applyAtLogin,
  decideReseller,
  RESELLER_PASSWORD,
  resellerBrowser,
  signInAtLogin,
  uniqueEmail,
} from './reseller-util';
import { payByPaybill } from './paybill-util';
import { SITE_ROUTES } from './site-routes';

// DESIGN §7: no page scrolls sideways at 360 px, and nothing a visitor can click hides under the
// chat button. Every page is visited as a shopper, as a reseller and as the owner; one browser per
// role walks through them all, and each page's findings are collected before the test fails.
const PHONE = { width: 360, height: 740 };
test.use({ viewport: PHONE });

// What people paste: a map pin or a post's address is one word wider than a phone.
const MAP_LINK = 'https://www.google.com/maps/place/Prestige+Plaza/@-1.2995371,36.7847855,17z';
const POST_LINK = 'https://www.instagram.com/p/C8xYzAbCdEf/?igsh=MWQ1ZGUxMzBkMA==';

const PAY_LATER_SHOPPER = {
  customerName: 'Njeri Mwangi',
  customerEmail: 'njeri.phone@example.com',
  customerPhone: '0722000360',
  deliveryAddress: `Ngong Road, Prestige Plaza, 2nd floor ${MAP_LINK}`,
  deliveryArea: 'Kilimani',
};

/** Pages of the shop beyond SPEC's route table. */
const MORE_PUBLIC_PAGES = [
  { name: 'register', path: '/login?mode=register' },
  { name: 'invite', path: '/invite' },
  { name: 'forgot-password', path: '/forgot-password' },
  { name: 'reset-password', path: '/reset-password' },
  // The rider's page for a link that no longer works; its drop's states are rider-delivery.spec.ts's.
  { name: 'deliver', path: `/deliver/${'A'.repeat(43)}` },
];

/** Pages where the cart panel and the currency picker are opened too. */
const OVERLAID = ['home', 'product', 'cart', 'checkout'];

/** Every page of the owner's console with a fixed address (routes.ts). */
const CONSOLE_PAGES = [
  '/admin',
  '/admin/orders',
  '/admin/fulfilment',
  '/admin/refunds',
  '/admin/tax-invoices',
  '/admin/activity',
  '/admin/team',
  '/admin/products',
  '/admin/products/new',
  '/admin/products/1',
  '/admin/resellers',
  '/admin/resellers?status=approved',
  '/admin/reviews',
  '/admin/messages',
  '/admin/payments',
  '/admin/subscribers',
  '/admin/settings',
  '/admin/riders',
  '/admin/content',
  '/admin/content/faq',
  '/admin/content/about',
  '/admin/content/testimonials',
  '/admin/content/hero',
  '/admin/content/announcement',
];

async function waitForHydration(page: Page) {
  await expect(page.locator('[data-hydrated]')).toHaveCount(1);
}

/** The page as it is now fits the window and leaves every control clear of the chat button. */
async function checkPhoneLayout(page: Page, name: string) {
  const layout = await sidewaysOverflow(page);
  expect
    .soft(
      layout.scrollWidth,
      `${name}: page ${layout.scrollWidth} px wide in a ${layout.width} px window (${layout.past.join(', ')})`,
    )
    .toBeLessThanOrEqual(layout.width);
  expect.soft(await controlsCoveredByChat(page), `${name}: under the chat button`).toEqual([]);
}

async function visit(page: Page, path: string, name = path) {
  await page.goto(path);
  await waitForHydration(page);
  await checkPhoneLayout(page, name);
}

/** The cart panel and the currency picker, opened over the page, stay inside the window. */
async function checkOverlays(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.getByRole('link', { name: /^Shopping cart \(\d+\)$/ }).click();
  const panel = page.getByRole('dialog', { name: /^Shopping Cart/ });
  await expect(panel).toBeVisible();
  await expectWhollyInside(panel, `${name}, cart panel`);
  expect
    .soft((await sidewaysOverflow(page)).scrollWidth, `${name}, cart panel`)
    .toBeLessThanOrEqual(PHONE.width);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  await page.getByRole('button', { name: /Change currency/ }).click();
  const picker = page.getByRole('dialog', { name: 'Choose currency' });
  await expect(picker).toBeVisible();
  await expectWhollyInside(picker, `${name}, currency picker`);
  expect
    .soft((await sidewaysOverflow(page)).scrollWidth, `${name}, currency picker`)
    .toBeLessThanOrEqual(PHONE.width);
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();
}

/** Puts `count` products in the wholesale cart from the dashboard, as a reseller does. */
async function addToWholesaleCart(page: Page, count: number) {
  await page.goto('/reseller');
  await waitForHydration(page);
  const buttons = page.locator('button[aria-label^="Add to Cart: "]:enabled');
  for (let i = 0; i < count; i += 1) await buttons.nth(i).click();
}

/**
 * An approved reseller with a long business name and one wholesale order, made through the API,
 * so the console shows a reseller with orders whichever test runs first.
 */
async function approvedResellerWithOrder(browser: Browser) {
  const email = uniqueEmail('kitengela-natural-beauty');
  const { context } = await resellerBrowser(browser);
  const registered = await context.request.post('/api/auth/register', {
    data: {
      email,
      password: RESELLER_PASSWORD,
      firstName: 'Wairimu',
      lastName: 'Njoroge-Kamau',
      businessName: 'Kitengela Natural Beauty Supplies and Salon Wholesale',
      phone: '0712345678',
    },
  });
  expect(registered.status()).toBe(202);
  await decideReseller(browser, email, 'approve');
  const signedIn = await context.request.post('/api/auth/login', {
    data: { email, password: RESELLER_PASSWORD },
  });
  expect(signedIn.status()).toBe(200);
  const ordered = await context.request.post('/api/reseller/orders', {
    headers: { 'sec-fetch-site': 'same-origin' },
    data: {
      items: [
        { id: 1, quantity: 24 },
        { id: 2, quantity: 12 },
      ],
      notes: `Deliver to the Kitengela shop before Friday, please: ${MAP_LINK}`,
    },
  });
  expect(ordered.status()).toBe(201);
  const { orderNumber } = (await ordered.json()) as { orderNumber: string };
  await context.close();
  return { email, orderNumber };
}

/** What the console lists: a part-paid order to call, a message, a review, a subscriber, an applicant. */
async function fillTheConsole(browser: Browser) {
  const visitor = await browser.newContext();
  const placed = await visitor.request.post('/api/orders', {
    data: { ...PAY_LATER_SHOPPER, items: [{ id: 1, quantity: 2 }], paymentMethod: 'pay_later' },
  });
  expect(placed.status()).toBe(201);
  const { orderNumber } = (await placed.json()) as { orderNumber: string };
  // Part paid by Paybill, so the order's page shows its payments and what is still to pay.
  const status = await visitor.request.post('/api/mpesa/paybill-status', {
    data: { orderNumber, customerEmail: PAY_LATER_SHOPPER.customerEmail },
  });
  const { paybill, dueKes } = (await status.json()) as { paybill: string; dueKes: number };
  await payByPaybill(visitor.request, paybill, orderNumber, dueKes - 100);
  const messaged = await visitor.request.post('/api/contact', {
    data: {
      firstName: 'Wanjiku',
      lastName: 'Kamau',
      email: 'wanjiku.kamau.westlands.salons@example.com',
      phone: '0712345678',
      subject: 'wholesale',
      message: 'Do you sell the whipped body butter in 5 kg tubs?\nWe run two salons in Westlands.',
    },
  });
  expect(messaged.status()).toBe(201);
  await visitor.request.post('/api/products/19/reviews', {
    data: {
      name: 'Nyambura',
      rating: 4,
      title: `As in ${POST_LINK}`,
      body: `Rich, melts fast, no greasy feel. My routine: ${POST_LINK}`,
    },
  });
  await visitor.request.post('/api/newsletter', { data: { email: uniqueEmail('reader') } });
  await visitor.request.post('/api/auth/register', {
    data: {
      email: uniqueEmail('applicant'),
      password: RESELLER_PASSWORD,
      firstName: 'Otieno',
      lastName: 'Ochieng',
      businessName: 'Lakeside Organic Cosmetics Distributors Kisumu',
      phone: '0712345678',
    },
  });
  await visitor.close();
  return { orderNumber, reseller: await approvedResellerWithOrder(browser) };
}

/**
 * A picture added to a product and taken away again: the activity log then shows the gallery
 * before and after, each a long unbroken list of paths. The product ends as it was.
 */
async function changeAGallery(owner: APIRequestContext) {
  const sameOrigin = { 'sec-fetch-site': 'same-origin' };
  const picture = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#7a4a1f' } })
    .png()
    .toBuffer();
  const added = await owner.post('/api/admin/products/19/images', {
    headers: { ...sameOrigin, 'content-type': 'image/png' },
    data: picture,
  });
  expect(added.status()).toBe(201);
  const { images } = (await added.json()) as { images: string[] };
  const removed = await owner.delete(`/api/admin/products/19/images/${images.length - 1}`, {
    headers: sameOrigin,
  });
  expect(removed.status()).toBe(200);
}

test('every shopper page, with something in the cart', async ({ page }) => {
  // One browser walks through every page: more than one page's time.
  test.slow();
  await addFirstProductToCart(page);
  for (const route of [...SITE_ROUTES, ...MORE_PUBLIC_PAGES]) {
    await test.step(route.name, async () => {
      await visit(page, route.path, route.name);
      // The panel and the picker are drawn over the window, whatever the page: a few pages show it.
      if (OVERLAID.includes(route.name)) await checkOverlays(page, route.name);
    });
  }

  await test.step('the M-Pesa test results', async () => {
    await page.goto('/mpesa-test');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Test Connection' }).click();
    await expect(page.getByText('Callback URL:')).toBeVisible();
    await page.locator('main').getByLabel('Phone number').fill('0712345678');
    await page.getByRole('button', { name: 'Test Payment' }).click();
    await expect(page.getByText('Checkout request ID:')).toBeVisible();
    await checkPhoneLayout(page, 'mpesa-test, results');
  });

  await test.step('checkout to a tracked Pay Later order', async () => {
    await fillDetails(page);
    await checkPhoneLayout(page, 'checkout, payment step');
    await page.getByRole('tab', { name: 'Pay Later' }).click();
    await checkPhoneLayout(page, 'checkout, Pay Later');
    await page.getByRole('button', { name: 'Confirm Order (Pay Later)' }).click();
    await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
    await checkPhoneLayout(page, 'checkout, confirmed');
    await page.getByRole('link', { name: 'Track My Order' }).click();
    await expect(page.locator('section[aria-labelledby="track-result-heading"]')).toBeVisible();
    await checkPhoneLayout(page, 'track-order, result');
  });
});

test('every reseller page, from the application to an order', async ({ browser }) => {
  // One browser walks through every page: more than one page's time.
  test.slow();
  const email = uniqueEmail('phone-reseller');
  const { context, page } = await resellerBrowser(browser, { viewport: PHONE });
  await applyAtLogin(page, email, 'Nairobi Naturals Beauty Wholesale');
  await checkPhoneLayout(page, 'application received');
  await signInAtLogin(page, email);
  await expect(page.getByRole('heading', { name: 'Account Pending Approval' })).toBeVisible();
  await waitForHydration(page);
  await checkPhoneLayout(page, 'reseller/pending');
  await decideReseller(browser, email, 'approve');

  await test.step('the dashboard, its cart and an order', async () => {
    await visit(page, '/reseller', 'dashboard, browse');
    await addToWholesaleCart(page, 2);
    await visit(page, '/reseller?tab=cart', 'dashboard, cart');
    await page.getByLabel('Notes').fill(`Drop at our stall: ${MAP_LINK}`);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByText('Order placed successfully!').first()).toBeVisible();
    await addToWholesaleCart(page, 1);
    await visit(page, '/reseller?tab=orders', 'dashboard, orders');
    await visit(page, '/reseller?tab=cart', 'dashboard, cart after an order');
  });
  await test.step('the account page', async () => visit(page, '/account', 'account'));

  // Signed in, the header changes (an account menu); /login sends a reseller to the dashboard.
  for (const route of SITE_ROUTES.filter((r) => r.name !== 'login' && r.name !== 'reseller')) {
    await test.step(`signed in: ${route.name}`, async () =>
      visit(page, route.path, `reseller, ${route.name}`));
  }
  await context.close();
});

test('every console page, signed in as the owner', async ({ browser }) => {
  // One browser walks through every page: more than one page's time.
  test.slow();
  const { orderNumber, reseller } = await fillTheConsole(browser);
  const { context, page } = await adminBrowser(browser, { viewport: PHONE });
  const approved = (await (await page.request.get('/api/admin/resellers?status=approved')).json()) as {
    id: number;
    email: string;
  }[];
  const resellerId = approved.find((r) => r.email === reseller.email)!.id;
  await changeAGallery(page.request);

  for (const path of CONSOLE_PAGES) {
    await test.step(path, async () => {
      await visit(page, path);
      // The console is a place to work: the shoppers' chat button is not over its lists.
      await expect(page.locator(CHAT_BUTTON)).toHaveCount(0);
    });
  }
  await test.step('an order, a reseller, a wholesale order', async () => {
    await visit(page, `/admin/orders/${orderNumber}`, 'a Pay Later order');
    await visit(page, `/admin/resellers/${resellerId}`, 'a reseller with an order');
    await visit(page, `/admin/orders/${reseller.orderNumber}`, 'a wholesale order');
  });
  await test.step('an approved review on its product', async () => {
    await page.goto('/admin/reviews');
    const review = page.locator('main article').filter({ hasText: POST_LINK }).first();
    await review.getByRole('button', { name: /^Approve/ }).click();
    await expect(page.locator('main article').filter({ hasText: POST_LINK })).toHaveCount(0);
    await page.goto('/product/19');
    await waitForHydration(page);
    await page.getByRole('tab', { name: /Reviews/ }).click();
    await expect(page.getByText(POST_LINK).first()).toBeVisible();
    await checkPhoneLayout(page, 'product 19, reviews');
  });

  // The owner counts as an approved reseller: /reseller is the dashboard; /login sends to /admin.
  for (const route of SITE_ROUTES.filter((r) => r.name !== 'login')) {
    await test.step(`signed in: ${route.name}`, async () => visit(page, route.path, `owner, ${route.name}`));
  }
  await context.close();
});

test.describe('details at 360 px', () => {
  const chatLink = (page: Page) => page.locator(CHAT_BUTTON).getByRole('link');

  test('it steps aside while the order summary or the buy buttons pass beneath it', async ({ page }) => {
    // Scrolls until the top of `block` is just above the bottom edge, where the button sits.
    const bringToBottomEdge = (block: Locator) =>
      block.evaluate((el) =>
        window.scrollBy({
          top: el.getBoundingClientRect().top - (window.innerHeight - 30),
          behavior: 'instant',
        }),
      );
    await addFirstProductToCart(page);
    await page.goto('/cart');
    await waitForHydration(page);
    await bringToBottomEdge(page.getByRole('region', { name: 'Order Summary' }));
    await expect(chatLink(page)).not.toBeInViewport();
    // Keyboard focus brings it back wherever it is.
    await chatLink(page).focus();
    await expect(chatLink(page)).toBeInViewport();
    await chatLink(page).blur();
    // At the end of the page the footer is beneath it, and it comes back.
    await page.evaluate(() =>
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
    );
    await expect(chatLink(page)).toBeInViewport();

    await page.goto('/product/1');
    await waitForHydration(page);
    await expect(chatLink(page)).toBeInViewport();
    await bringToBottomEdge(page.getByRole('button', { name: 'Buy Now (Shopify)' }));
    await expect(chatLink(page)).not.toBeInViewport();
  });

  test('wherever the page stops, it covers no control, and it is back at the end', async ({ page }) => {
    for (const path of ['/faq', '/products', '/contact']) {
      await page.goto(path);
      await waitForHydration(page);
      expect(await controlsCoveredByChat(page, 250), path).toEqual([]);
      await expect(chatLink(page)).toBeInViewport();
    }
  });

  test('the product tabs are all in sight', async ({ page }) => {
    await page.goto('/product/1');
    await waitForHydration(page);
    await expectWhollyInside(page.getByRole('tablist', { name: 'Product information' }), 'product tabs');
    await page.getByRole('tab', { name: /Reviews/ }).click();
    await expect(page.getByRole('button', { name: 'Submit Review' })).toBeVisible();
  });

  test('the cart panel shows each line total whole', async ({ page }) => {
    await addFirstProductToCart(page);
    await page.goto('/product/1');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    // The "Added to cart!" toast shows at the bottom, clear of the header's cart link.
    await expect(page.getByText('Added to cart!', { exact: true }).first()).toBeVisible();
    await page.getByRole('link', { name: /^Shopping cart \(\d+\)$/ }).click();
    const panel = page.getByRole('dialog', { name: /^Shopping Cart/ });
    // The body butter opens on its 100 ml size.
    const total = panel.getByText('KSH 1,000.00', { exact: true }).last();
    await expect(total).toBeVisible();
    await expectWhollyInside(panel, 'cart panel with two lines');
  });

  test('the carousel controls never share its corner', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const dot = (await page.getByRole('button', { name: 'Show photo 7 of 7' }).boundingBox())!;
    const bubble = await chatButtonRestingBox(page);
    expect(dot.x + dot.width).toBeLessThan(bubble.left);
  });
});
