import { expect, type Locator, type Page } from '@playwright/test';
import { CONTROL_SELECTOR } from '../src/web/lib/chat-clearance';

/** How wide the page is against its window, with the first elements that reach past the right edge. */
export async function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    // An element whose own box fits may still let a word too long for it spill out.
    const reach = (el: Element) => {
      const box = el.getBoundingClientRect();
      const spills = el.scrollWidth > el.clientWidth && getComputedStyle(el).overflowX === 'visible';
      return spills ? box.left + el.scrollWidth : box.right;
    };
    // Inside a strip that scrolls or clips (the console's menu), nothing widens the page.
    const clipped = (el: Element) => {
      for (let outer = el.parentElement; outer; outer = outer.parentElement) {
        if (getComputedStyle(outer).overflowX !== 'visible') return true;
      }
      return false;
    };
    const reaching = Array.from(document.querySelectorAll('body *')).filter(
      (el) => reach(el) > width + 0.5 && !clipped(el),
    );
    // The innermost ones say where to look; their ancestors only carry the spill.
    const past = reaching
      .filter((el) => !reaching.some((other) => other !== el && el.contains(other)))
      .map((el) => `${el.tagName.toLowerCase()}.${(el.getAttribute('class') ?? '').slice(0, 60)}`);
    return { scrollWidth: document.documentElement.scrollWidth, width, past: past.slice(0, 5) };
  });
}

/**
 * Fails when the page is wider than the window (it would scroll sideways), naming the elements
 * that reach past the right edge so the failure says where to look.
 */
export async function expectNoSidewaysScroll(page: Page, when: string) {
  const layout = await sidewaysOverflow(page);
  expect(
    layout.scrollWidth,
    `${when}: page ${layout.scrollWidth} px wide in a ${layout.width} px window (${layout.past.join(', ')})`,
  ).toBeLessThanOrEqual(layout.width);
}

/** The floating chat button's corner of the page. */
export const CHAT_BUTTON = 'aside[aria-label="WhatsApp chat"]';

/**
 * Where the floating chat button sits when it is not stepping aside, from its layout (its corner
 * offsets and size), so a measurement never catches it half-way through sliding.
 */
export async function chatButtonRestingBox(page: Page) {
  return page.evaluate((chat) => {
    const aside = document.querySelector<HTMLElement>(chat)!;
    const link = aside.querySelector<HTMLElement>('a')!;
    const style = getComputedStyle(aside);
    const right = document.documentElement.clientWidth - parseFloat(style.right);
    const bottom = document.documentElement.clientHeight - parseFloat(style.bottom);
    return { left: right - link.offsetWidth, right, top: bottom - link.offsetHeight, bottom };
  }, CHAT_BUTTON);
}

/**
 * The controls the floating chat button covers, by their label or text, where a visitor meets
 * them: where the page stops (as it opens, or every `stopEvery` px down to its end) unless the
 * button has stepped aside, each control as keyboard focus or "scroll to" brings it into view,
 * and the end of the page, where the button always shows. Empty when the page has no chat
 * button. Controls inside open dialogs and popovers (which sit above the button) do not count.
 */
export async function controlsCoveredByChat(page: Page, stopEvery?: number): Promise<string[]> {
  if ((await page.locator(CHAT_BUTTON).count()) === 0) return [];
  const bubble = await chatButtonRestingBox(page);
  return page.evaluate(
    async ({ bubble, selector, chat, stopEvery }) => {
      const aside = document.querySelector<HTMLElement>(chat)!;
      const outside = `${chat}, [role="dialog"], [data-radix-popper-content-wrapper]`;
      const controls = Array.from(document.querySelectorAll<HTMLElement>(selector)).filter(
        (el) => !el.closest(outside),
      );
      // Where a control can be seen: a visually hidden field is drawn by its label, and a
      // scrolling strip (a carousel) clips what it holds.
      const shownBox = (control: HTMLElement) => {
        let drawn: HTMLElement = control;
        let box = control.getBoundingClientRect();
        const labels = control instanceof HTMLInputElement ? control.labels : null;
        if ((box.width <= 1 || box.height <= 1) && labels?.length) {
          drawn = labels[0]!;
          box = drawn.getBoundingClientRect();
        }
        if (box.width <= 1 || box.height <= 1 || !drawn.checkVisibility({ visibilityProperty: true })) {
          return null;
        }
        let { left, top, right, bottom } = box;
        for (let outer = drawn.parentElement; outer && outer !== document.body; outer = outer.parentElement) {
          const style = getComputedStyle(outer);
          const frame = outer.getBoundingClientRect();
          if (style.overflowX !== 'visible')
            [left, right] = [Math.max(left, frame.left), Math.min(right, frame.right)];
          if (style.overflowY !== 'visible')
            [top, bottom] = [Math.max(top, frame.top), Math.min(bottom, frame.bottom)];
          if (style.position === 'fixed') break;
        }
        return right - left > 1 && bottom - top > 1 ? { left, top, right, bottom } : null;
      };
      const underBubble = (control: HTMLElement) => {
        const box = shownBox(control);
        return (
          box !== null &&
          box.left < bubble.right &&
          box.right > bubble.left &&
          box.top < bubble.bottom &&
          box.bottom > bubble.top
        );
      };
      const named = (control: HTMLElement) => {
        // Fields are named by their label.
        const label = (control as Partial<HTMLInputElement>).labels?.[0]?.textContent;
        const name = control.getAttribute('aria-label') || label || control.textContent || control.tagName;
        return name.replace(/\s+/g, ' ').trim().slice(0, 40);
      };
      const covered = new Set<string>();
      const note = (when: string) => (control: HTMLElement) => covered.add(`${when}: ${named(control)}`);

      // The button decides after the page has drawn (an intersection observer, then a render);
      // its slide is finished at once, to see where it comes to rest.
      const link = aside.querySelector('a')!;
      const stopAt = async (top: number, when: string) => {
        window.scrollTo({ top, behavior: 'instant' });
        for (let frame = 0; frame < 3; frame += 1) await new Promise(requestAnimationFrame);
        await new Promise((resolve) => setTimeout(resolve, 50));
        aside.getAnimations({ subtree: true }).forEach((slide) => slide.finish());
        const steppedAside =
          getComputedStyle(aside).opacity === '0' || link.getBoundingClientRect().top >= window.innerHeight;
        if (!steppedAside) controls.filter(underBubble).forEach(note(when));
      };
      await stopAt(0, 'as the page opens');
      const end = document.documentElement.scrollHeight - window.innerHeight;
      if (stopEvery) {
        for (let top = stopEvery; top <= end; top += stopEvery) await stopAt(top, `stopped at ${top} px`);
      }

      for (const control of controls) {
        if (!shownBox(control)) continue;
        control.scrollIntoView({ block: 'end', inline: 'nearest', behavior: 'instant' });
        if (underBubble(control)) note('brought into view')(control);
      }
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
      controls.filter(underBubble).forEach(note('at the end of the page'));
      return [...covered];
    },
    { bubble, selector: CONTROL_SELECTOR, chat: CHAT_BUTTON, stopEvery },
  );
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

/**
 * The text inside `within` that the floating chat button hides where a visitor stops: as the page
 * opens and every `stopEvery` px down to its end, whenever the button shows there. Each is named by
 * where the page stopped and the words hidden. Empty when the page has no chat button.
 */
export async function textCoveredByChat(page: Page, within: string, stopEvery = 40): Promise<string[]> {
  if ((await page.locator(CHAT_BUTTON).count()) === 0) return [];
  const bubble = await chatButtonRestingBox(page);
  return page.evaluate(
    async ({ bubble, within, chat, stopEvery }) => {
      const aside = document.querySelector<HTMLElement>(chat)!;
      const link = aside.querySelector('a')!;
      const texts = Array.from(document.querySelectorAll(within)).flatMap((root) => {
        const found: Text[] = [];
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement!;
          const box = parent.getBoundingClientRect();
          // Screen-reader-only text is a clipped 1 px box: nothing there to hide.
          const drawn =
            box.width > 1 && box.height > 1 && parent.checkVisibility({ visibilityProperty: true });
          if (drawn && node.textContent!.trim()) found.push(node as Text);
        }
        return found;
      });
      const hidden = (text: Text) => {
        const range = document.createRange();
        range.selectNodeContents(text);
        return Array.from(range.getClientRects()).some(
          (line) =>
            line.width > 0 &&
            line.left < bubble.right &&
            line.right > bubble.left &&
            line.top < bubble.bottom &&
            line.bottom > bubble.top,
        );
      };
      const covered = new Set<string>();
      const stopAt = async (top: number) => {
        window.scrollTo({ top, behavior: 'instant' });
        // The button decides after the page has drawn; its slide is finished at once.
        for (let frame = 0; frame < 3; frame += 1) await new Promise(requestAnimationFrame);
        await new Promise((resolve) => setTimeout(resolve, 50));
        aside.getAnimations({ subtree: true }).forEach((slide) => slide.finish());
        const steppedAside =
          getComputedStyle(aside).opacity === '0' || link.getBoundingClientRect().top >= window.innerHeight;
        if (steppedAside) return;
        for (const text of texts.filter(hidden)) {
          covered.add(
            `stopped at ${Math.round(window.scrollY)} px: "${text.textContent!.trim().slice(0, 40)}"`,
          );
        }
      };
      const end = document.documentElement.scrollHeight - window.innerHeight;
      for (let top = 0; top < end; top += stopEvery) await stopAt(top);
      await stopAt(end);
      return [...covered];
    },
    { bubble, within, chat: CHAT_BUTTON, stopEvery },
  );
}
