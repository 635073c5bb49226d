import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Fails when the page is wider than the window (it would scroll sideways), naming the elements
 * that reach past the right edge so the failure says where to look.
 */
export async function expectNoSidewaysScroll(page: Page, when: string) {
  const layout = await page.evaluate(() => {
    const width = window.innerWidth;
    const past = Array.from(document.querySelectorAll('body *'))
      .filter((el) => el.getBoundingClientRect().right > width + 0.5)
      .map((el) => `${el.tagName.toLowerCase()}.${(el.getAttribute('class') ?? '').slice(0, 60)}`);
    return { scrollWidth: document.documentElement.scrollWidth, width, past: past.slice(0, 5) };
  });
  expect(
    layout.scrollWidth,
    `${when}: page ${layout.scrollWidth} px wide in a ${layout.width} px window (${layout.past.join(', ')})`,
  ).toBeLessThanOrEqual(layout.width);
}

/**
 * Where the floating chat button sits when it is not stepping aside, from its layout (its corner
 * offsets and size), so a measurement never catches it half-way through sliding.
 */
export async function chatButtonRestingBox(page: Page) {
  return page.evaluate(() => {
    const aside = document.querySelector<HTMLElement>('aside[aria-label="WhatsApp chat"]')!;
    const link = aside.querySelector<HTMLElement>('a')!;
    const style = getComputedStyle(aside);
    const right = document.documentElement.clientWidth - parseFloat(style.right);
    const bottom = document.documentElement.clientHeight - parseFloat(style.bottom);
    return { left: right - link.offsetWidth, right, top: bottom - link.offsetHeight, bottom };
  });
}

/**
 * The links, buttons and fields under the floating chat button's place where they are now, by
 * their text or label. Inside open dialogs and popovers (which sit above the button) nothing counts.
 */
export async function controlsUnderChatButton(page: Page): Promise<string[]> {
  const bubble = await chatButtonRestingBox(page);
  return page.evaluate((bubble) => {
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input, select, textarea, [role="tab"]',
    );
    return Array.from(controls)
      .filter(
        (el) =>
          !el.closest(
            'aside[aria-label="WhatsApp chat"], [role="dialog"], [data-radix-popper-content-wrapper]',
          ),
      )
      .filter((el) => {
        const box = el.getBoundingClientRect();
        if (box.width === 0 || box.height === 0 || getComputedStyle(el).visibility === 'hidden') return false;
        return (
          box.left < bubble.right &&
          box.right > bubble.left &&
          box.top < bubble.bottom &&
          box.bottom > bubble.top
        );
      })
      .map((el) => (el.getAttribute('aria-label') ?? el.textContent ?? el.tagName).trim().slice(0, 40));
  }, bubble);
}

/** Fails when something inside `part` (a panel, a popover) reaches past its own edges or the window's. */
export async function expectWhollyInside(part: Locator, when: string) {
  // Panels slide in: measure where they come to rest.
  await part.evaluate((root) => Promise.all(root.getAnimations({ subtree: true }).map((a) => a.finished)));
  const outside = await part.evaluate((root) => {
    const frame = root.getBoundingClientRect();
    const right = Math.min(frame.right, window.innerWidth) + 0.5;
    const left = Math.max(frame.left, 0) - 0.5;
    return [root, ...Array.from(root.querySelectorAll('*'))]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        // Screen-reader-only text is a clipped 1 px box that may sit just outside.
        const shown = box.width > 1 || box.height > 1;
        return shown && (box.right > right || box.left < left);
      })
      .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 30)}"`);
  });
  expect(outside, `${when}: past the edge`).toEqual([]);
}
