import { expect, test, type Locator } from '@playwright/test';
import { expectNoAxeViolations } from './axe-util';
import { chatButtonRestingBox } from './layout-util';
import { waitForHydration } from './reseller-util';

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
  });
}
