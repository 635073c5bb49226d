import { useEffect, useState, type RefObject } from 'react';
import { KEEP_CLEAR_SELECTOR } from '../../lib/chat-clearance';

// A little room around the button, so a price is not read against its shadow.
const MARGIN_PX = 8;
const RETURN_DELAY_MS = 400;

/**
 * True while a control, a table cell or a block marked KEEP_CLEAR_OF_CHAT lies under the floating
 * button. One intersection observer watches them against the corner the button occupies (its root
 * margin cuts the viewport down to that corner); a mutation observer picks up those that render
 * later, such as the cart's summary once the cart is read from storage. Nothing runs on scroll.
 * The button comes back only once the corner has stayed clear for a moment, so scrolling through a
 * list of buttons does not make it blink.
 */
export function useChatClearance(
  corner: RefObject<HTMLElement | null>,
  button: RefObject<HTMLElement | null>,
) {
  const [blocked, setBlocked] = useState(false);

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const under = new Set<Element>();
    let watcher: IntersectionObserver | null = null;
    let returning: ReturnType<typeof setTimeout> | undefined;

    const update = () => {
      if (under.size > 0) {
        clearTimeout(returning);
        returning = undefined;
        setBlocked(true);
      } else {
        returning ??= setTimeout(() => {
          returning = undefined;
          setBlocked(under.size > 0);
        }, RETURN_DELAY_MS);
      }
    };

    const observeMarked = () => {
      document.querySelectorAll(KEEP_CLEAR_SELECTOR).forEach((el) => {
        // The chat link itself is always in its corner.
        if (!corner.current?.contains(el)) watcher?.observe(el);
      });
      // A block that left the page (another route, an emptied cart) no longer holds the button back.
      for (const el of under) {
        if (el.isConnected) continue;
        under.delete(el);
        watcher?.unobserve(el);
      }
      update();
    };

    const start = () => {
      const aside = corner.current;
      const link = button.current;
      if (!aside || !link) return;
      watcher?.disconnect();
      under.clear();
      // Layout sizes and offsets, which the transform that moves the button aside does not change.
      const style = getComputedStyle(aside);
      const width = link.offsetWidth + parseFloat(style.right) + MARGIN_PX;
      const height = link.offsetHeight + parseFloat(style.bottom) + MARGIN_PX;
      const { clientWidth, clientHeight } = document.documentElement;
      watcher = new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            if (entry.isIntersecting) under.add(entry.target);
            else under.delete(entry.target);
          }
          update();
        },
        { rootMargin: `${height - clientHeight}px 0px 0px ${width - clientWidth}px` },
      );
      observeMarked();
    };

    start();
    const mutations = new MutationObserver(observeMarked);
    mutations.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('resize', start);
    return () => {
      clearTimeout(returning);
      watcher?.disconnect();
      mutations.disconnect();
      window.removeEventListener('resize', start);
    };
  }, [corner, button]);

  return blocked;
}
