import { expect, test, type Locator, type Page } from '@playwright/test';
import { addFirstProductToCart } from './checkout-util';
import {
  chatButtonRestingBox,
  controlsUnderChatButton,
  expectNoSidewaysScroll,
  expectWhollyInside,
} from './layout-util';
import { SITE_ROUTES } from './site-routes';

// DESIGN §7: no page scrolls sideways at 360 px, and nothing important hides under the chat button.
test.use({ viewport: { width: 360, height: 740 } });

const PAY_LATER_SHOPPER = {
  customerName: 'Njeri Mwangi',
  customerEmail: 'njeri.phone@example.com',
  customerPhone: '0722000360',
  deliveryAddress: 'Ngong Road, Prestige Plaza, 2nd floor',
  deliveryArea: 'Kilimani',
};

async function waitForHydration(page: Page) {
  await expect(page.locator('[data-hydrated]')).toHaveCount(1);
}

/** The page itself, then with the cart panel open, then with the currency picker open. */
async function expectFitsWithItsOverlays(page: Page, name: string) {
  await expectNoSidewaysScroll(page, name);

  await page.getByRole('link', { name: /^Shopping cart \(\d+\)$/ }).click();
  const panel = page.getByRole('dialog', { name: /^Shopping Cart/ });
  await expect(panel).toBeVisible();
  await expectWhollyInside(panel, `${name}, cart panel`);
  await expectNoSidewaysScroll(page, `${name}, cart panel`);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  await page.getByRole('button', { name: /Change currency/ }).click();
  const picker = page.getByRole('dialog', { name: 'Choose currency' });
  await expect(picker).toBeVisible();
  await expectWhollyInside(picker, `${name}, currency picker`);
  await expectNoSidewaysScroll(page, `${name}, currency picker`);
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();
}

/** At the end of the page nothing is left under the chat button: the shopper cannot scroll further. */
async function expectPageEndClearOfChat(page: Page, name: string) {
  await page.evaluate(() =>
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
  );
  expect(await controlsUnderChatButton(page), `${name}, end of the page`).toEqual([]);
}

test.describe('every shopper page at 360 px, with something in the cart', () => {
  test.beforeEach(async ({ page }) => {
    await addFirstProductToCart(page);
  });

  for (const route of SITE_ROUTES) {
    test(route.name, async ({ page }) => {
      await page.goto(route.path);
      await waitForHydration(page);
      await expectFitsWithItsOverlays(page, route.name);
      await expectPageEndClearOfChat(page, route.name);
    });
  }

  test('a tracked Pay Later order', async ({ page }) => {
    const placed = await page.request.post('/api/orders', {
      data: { ...PAY_LATER_SHOPPER, items: [{ id: 1, quantity: 2 }], paymentMethod: 'pay_later' },
    });
    expect(placed.status()).toBe(201);
    const { orderNumber } = (await placed.json()) as { orderNumber: string };
    await page.goto(`/track-order?order=${orderNumber}&email=${PAY_LATER_SHOPPER.customerEmail}`);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: orderNumber })).toBeVisible();
    await expectFitsWithItsOverlays(page, 'track-order result');
    await expectPageEndClearOfChat(page, 'track-order result');
  });

  test('the M-Pesa test results', async ({ page }) => {
    await page.goto('/mpesa-test');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Test Connection' }).click();
    await expect(page.getByText('Callback URL:')).toBeVisible();
    await expectNoSidewaysScroll(page, 'mpesa-test, connection result');
    await page.locator('main').getByLabel('Phone number').fill('0712345678');
    await page.getByRole('button', { name: 'Test Payment' }).click();
    await expect(page.getByText('Checkout request ID:')).toBeVisible();
    await expectFitsWithItsOverlays(page, 'mpesa-test, payment result');
  });

  test('the product tabs are all in sight', async ({ page }) => {
    await page.goto('/product/1');
    await waitForHydration(page);
    await expectWhollyInside(page.getByRole('tablist', { name: 'Product information' }), 'product tabs');
    await page.getByRole('tab', { name: /Reviews/ }).click();
    await expect(page.getByRole('button', { name: 'Submit Review' })).toBeVisible();
  });

  test('the cart panel shows each line total whole', async ({ page }) => {
    await page.goto('/product/1');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('link', { name: /^Shopping cart \(\d+\)$/ }).click();
    const panel = page.getByRole('dialog', { name: /^Shopping Cart/ });
    const total = panel.getByText('KSH 1,800.00', { exact: true }).last();
    await expect(total).toBeVisible();
    await expectWhollyInside(panel, 'cart panel with two lines');
  });
});

test.describe('the chat button at 360 px', () => {
  const chatLink = (page: Page) => page.getByRole('link', { name: /Chat with us on WhatsApp/ });

  test('any control brought into view stops clear of it', async ({ page }) => {
    await addFirstProductToCart(page);
    for (const path of ['/', '/product/1', '/cart', '/checkout']) {
      await page.goto(path);
      await waitForHydration(page);
      const bubble = await chatButtonRestingBox(page);
      const controls = page.locator('main').locator('a[href], button, input, select, textarea');
      for (const control of await controls.all()) {
        if (!(await control.isVisible())) continue;
        // As keyboard focus and "scroll to" do: the page's bottom scroll padding keeps it clear.
        await control.evaluate((el) => el.scrollIntoView({ block: 'end', behavior: 'instant' }));
        const box = (await control.boundingBox())!;
        const name = `${path}: ${(await control.getAttribute('aria-label')) ?? (await control.textContent())}`;
        expect(box.y + box.height, name).toBeLessThanOrEqual(bubble.top);
      }
    }
  });

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

  test('the carousel controls never share its corner', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const dot = (await page.getByRole('button', { name: 'Show photo 7 of 7' }).boundingBox())!;
    const bubble = await chatButtonRestingBox(page);
    expect(dot.x + dot.width).toBeLessThan(bubble.left);
  });
});
