import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe-util';
import { addFirstProductToCart, SHOPPER } from './checkout-util';
import { chatButtonRestingBox, textCoveredByChat } from './layout-util';
import { uniqueEmail, waitForHydration } from './reseller-util';

// What the screenshots of the shop showed at a phone's and a desktop's width: a toast over the
// header, the chat button over a table, two navigation pills lit at once, focus in the wrong place.
const WIDTHS = [
  { width: 360, height: 740 },
  { width: 1440, height: 900 },
];

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(part: Locator): Promise<Box> {
  const box = await part.boundingBox();
  expect(box, 'shown on the page').not.toBeNull();
  return box!;
}

for (const viewport of WIDTHS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the "Added to cart!" toast covers neither the header\'s controls nor the chat button', async ({
      page,
    }) => {
      await page.goto('/products');
      await waitForHydration(page);
      await page.locator('button[aria-label^="Add "][aria-label$=" to cart"]:enabled').first().click();
      const toast = page
        .getByRole('region', { name: /^Notifications/ })
        .getByRole('listitem')
        .filter({ hasText: 'Added to cart!' });
      await expect(toast).toBeVisible();
      // Measured where it comes to rest, not half-way through sliding in.
      await toast.evaluate((el) => Promise.all(el.getAnimations().map((slide) => slide.finished)));
      const toastBox = await boxOf(toast);

      const header = page.locator('header').first();
      const controls = {
        currency: header.getByRole('button', { name: /Change currency/ }),
        wishlist: header.getByRole('link', { name: /^Wishlist/ }),
        cart: header.getByRole('link', { name: /^Shopping cart \(\d+\)$/ }),
      };
      const chat = await chatButtonRestingBox(page);
      const parts = Object.entries({
        ...controls,
        'chat button': {
          x: chat.left,
          y: chat.top,
          width: chat.right - chat.left,
          height: chat.bottom - chat.top,
        },
      });
      const under: string[] = [];
      for (const [name, part] of parts) {
        if (overlaps(toastBox, 'x' in part ? part : await boxOf(part))) under.push(name);
      }
      expect(under, 'under the toast').toEqual([]);
      // The count it announces can be read while it shows.
      await expect(controls.cart).toHaveAccessibleName(/^Shopping cart \([1-9]\d*\)$/);
      await expectNoAxeViolations(page);
    });

    test("every catalogue card's button lies whole inside its card", async ({ page }) => {
      await page.goto('/products');
      await waitForHydration(page);
      const cards = page.locator('#results > ul > li');
      await expect(cards).toHaveCount(12);
      const cut: string[] = [];
      for (const card of await cards.all()) {
        const cardBox = await boxOf(card);
        // 'Add', 'Sold out' or 'Choose size'.
        const button = card.locator('button[aria-label$=" to cart"], a[aria-label^="Choose a size of "]');
        const box = await boxOf(button);
        if (box.x + box.width > cardBox.x + cardBox.width + 0.5 || box.x < cardBox.x - 0.5) {
          cut.push((await button.getAttribute('aria-label'))!);
        }
      }
      expect(cut, 'buttons running past their card').toEqual([]);
    });
  });
}

// DESIGN §7: nothing important hides under the chat button. A table's right-hand column and an
// order's lines sit in its corner on a phone; the button steps aside while they pass beneath it.
test.describe('the chat button and the figures a page gives', () => {
  for (const viewport of WIDTHS) {
    test.describe(`at ${viewport.width} px`, () => {
      test.use({ viewport });

      test('the shipping tables are never under the chat button', async ({ page }) => {
        await page.goto('/shipping-info');
        await waitForHydration(page);
        await expect(page.locator('main table').first()).toBeVisible();
        expect(await textCoveredByChat(page, 'main table')).toEqual([]);
        await expectNoAxeViolations(page);
      });

      test('a tracking result is never under the chat button', async ({ page }) => {
        const email = uniqueEmail('tracked');
        const placed = await page.request.post('/api/orders', {
          data: {
            customerName: SHOPPER.name,
            customerEmail: email,
            customerPhone: SHOPPER.phone,
            deliveryAddress: SHOPPER.address,
            deliveryArea: SHOPPER.area,
            items: [{ id: 2, quantity: 1 }],
            paymentMethod: 'pay_later',
          },
        });
        expect(placed.status()).toBe(201);
        const { orderNumber } = (await placed.json()) as { orderNumber: string };
        await page.goto(`/track-order?order=${orderNumber}&email=${encodeURIComponent(email)}`);
        await waitForHydration(page);
        const result = 'section[aria-labelledby="track-result-heading"]';
        await expect(page.locator(result).getByText('Qty 1')).toBeVisible();
        expect(await textCoveredByChat(page, result)).toEqual([]);
        await expectNoAxeViolations(page);
      });
    });
  }
});

/** The header's navigation pills with a background of their own, by their text. */
async function litPills(nav: Locator): Promise<string[]> {
  const links = nav.getByRole('link');
  // Read once hover and colour transitions have ended.
  await links.evaluateAll((all) =>
    Promise.all(all.flatMap((link) => link.getAnimations().map((change) => change.finished))),
  );
  return links.evaluateAll((all) =>
    all
      .filter((link) => getComputedStyle(link).backgroundColor !== 'rgba(0, 0, 0, 0)')
      .map((link) => link.textContent!.trim()),
  );
}

/** Holds the data of the next page until `release` is called, as on a slow connection. */
async function slowDown(page: Page, path: string) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = () => {};
  const arrived = new Promise<void>((resolve) => (asked = resolve));
  await page.route(new RegExp(`${path}\\.data`), async (route) => {
    asked();
    await held;
    await route.continue();
  });
  return { arrived, release };
}

test.describe('while the next page loads', () => {
  for (const viewport of WIDTHS) {
    test.describe(`at ${viewport.width} px`, () => {
      test.use({ viewport });

      test("one navigation pill is lit, the current page's, and it alone carries aria-current", async ({
        page,
      }) => {
        const phone = viewport.width < 1024;
        await page.goto('/about');
        await waitForHydration(page);
        const nav = page.getByRole('navigation', { name: 'Main' });
        const openMenu = async () => {
          if (phone) await page.getByRole('button', { name: 'Open menu' }).click();
          await expect(nav.getByRole('link', { name: 'Products' })).toBeVisible();
        };
        await openMenu();
        expect(await litPills(nav)).toEqual(['About']);

        const products = await slowDown(page, '/products');
        await nav.getByRole('link', { name: 'Products' }).click();
        await products.arrived;
        // On a phone the menu closed with the tap; it is opened again to look.
        if (phone) await openMenu();
        expect(await litPills(nav)).toEqual(['About']);
        await expect(nav.locator('[aria-current="page"]')).toHaveText('About');
        await expectNoAxeViolations(page);
        if (phone) await page.keyboard.press('Escape');

        products.release();
        await expect(page).toHaveURL(/\/products$/);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Products|Shop/);
        if (phone) await openMenu();
        expect(await litPills(nav)).toEqual(['Products']);
        await expect(nav.locator('[aria-current="page"]')).toHaveText('Products');
      });
    });
  }
});

test.describe('focus goes where the shopper types', () => {
  for (const viewport of WIDTHS) {
    test.describe(`at ${viewport.width} px`, () => {
      test.use({ viewport });

      test('the search dialog opens on its field and hands focus back when it closes', async ({ page }) => {
        await page.goto('/');
        await waitForHydration(page);
        const opener = page.getByRole('button', { name: 'Search products' });
        const dialog = page.getByRole('dialog', { name: 'Search products' });
        // The first time loads the dialog; the second opens the one already there.
        for (const time of ['first', 'second']) {
          await opener.click();
          await expect(
            dialog.getByRole('searchbox', { name: 'Search products' }),
            `${time} time`,
          ).toBeFocused();
          if (time === 'first') await expectNoAxeViolations(page);
          // Focus stays inside while it is open.
          for (let step = 0; step < 3; step += 1) {
            await page.keyboard.press('Tab');
            expect(await dialog.evaluate((el) => el.contains(document.activeElement)), `${time} time`).toBe(
              true,
            );
          }
          await page.keyboard.press('Escape');
          await expect(dialog).toBeHidden();
          await expect(opener, `${time} time`).toBeFocused();
        }
      });

      test('a checkout sent with mistakes focuses the first of them on the page', async ({ page }) => {
        await addFirstProductToCart(page);
        await page.goto('/checkout');
        await waitForHydration(page);
        const form = page.locator('main');
        const send = page.getByRole('button', { name: 'Continue to Payment' });

        await send.click();
        await expect(form.getByLabel('Full name')).toBeFocused();
        await expect(form.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true');
        await expectNoAxeViolations(page);

        // Every field right but one further down.
        await form.getByLabel('Full name').fill(SHOPPER.name);
        await form.getByLabel('Phone number').fill(SHOPPER.phone);
        await form.getByLabel('Email').fill(SHOPPER.email);
        await form.getByLabel('Delivery area').selectOption(SHOPPER.area);
        await form.getByLabel('Delivery address').fill('Short');
        await send.click();
        await expect(form.getByLabel('Delivery address')).toBeFocused();
        await expect(form.getByLabel('Full name')).not.toHaveAttribute('aria-invalid', 'true');

        // The shop refuses an area the form offered (the owner switched it off since the page
        // loaded): the order goes back to the details, the area marked and focused.
        await form.getByLabel('Delivery address').fill(SHOPPER.address);
        await form.getByLabel('Delivery area').evaluate((select: HTMLSelectElement) => {
          select.add(new Option('Atlantis (KSH 300.00)', 'Atlantis'));
        });
        await form.getByLabel('Delivery area').selectOption('Atlantis');
        await send.click();
        await page.getByRole('tab', { name: 'Pay Later' }).click();
        await page.getByRole('button', { name: 'Confirm Order (Pay Later)' }).click();
        await expect(form.getByLabel('Delivery area')).toBeFocused();
        await expect(form.getByLabel('Delivery area')).toHaveAttribute('aria-invalid', 'true');
        await expect(form.getByText('Please select a delivery area')).toBeVisible();
        await expect(form.getByLabel('Full name')).toHaveValue(SHOPPER.name);
        await expectNoAxeViolations(page);
      });
    });
  }
});
