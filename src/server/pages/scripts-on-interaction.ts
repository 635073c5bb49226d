// Data saver on a page that is the same for every shopper (a product, the catalogue, the home
// page): the server has drawn all of it, so reading it and following its links needs no script.
// The page's scripts (about 130 KB, most of the first view) load only when the shopper taps a
// control that needs them (Add to cart, the menu, a form), and that tap is carried out once they
// have. A shopper who only reads pays for the page and its pictures.
import { HYDRATED_ATTRIBUTE } from '../../core/data-saver';

/** The type that keeps React Router's module script from running until it is given back. */
const WAITING_TYPE = 'text/x-on-interaction';

// React Router's module script (it imports the route modules and starts hydration) and the
// preloads of the modules it imports.
const MODULE_SCRIPT = /<script nonce="([^"]+)" type="module" async="">/;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\/>/g;

/**
 * The page with its module script held back and the loader that gives it back on the first tap.
 * A page without React Router's module script (an error page drawn by the server alone) is left
 * as it is.
 */
export function deferPageScripts(html: string, nonce: string): string {
  const script = MODULE_SCRIPT.exec(html);
  if (!script || script[1] !== nonce) return html;
  const loader = `<script nonce="${nonce}">(${loadScriptsOnInteraction.toString()})(${JSON.stringify(WAITING_TYPE)},${JSON.stringify(`[${HYDRATED_ATTRIBUTE}]`)});</script>`;
  return html
    .replace(MODULE_SCRIPT, `<script nonce="${nonce}" type="${WAITING_TYPE}">`)
    .replace(MODULE_PRELOAD, '')
    .replace('</body>', `${loader}</body>`);
}

/**
 * Runs in the browser, inlined into the page as its own text: it may use nothing outside itself.
 * Links and the page's own reading need nothing; a control that does starts the scripts, and a
 * press or a form sent before they are ready is done again once the page is interactive.
 */
function loadScriptsOnInteraction(waitingType: string, hydratedSelector: string): void {
  const CONTROLS =
    'button, input, select, textarea, label, [role="button"], [role="switch"], [role="tab"], [aria-haspopup]';
  const FIELDS = 'input, select, textarea, label';
  let started = false;
  let pending: (() => void) | null = null;
  const hydrated = () => document.querySelector(hydratedSelector) !== null;

  const controlOf = (target: EventTarget | null): Element | null => {
    if (!(target instanceof Element)) return null;
    const control = target.closest(CONTROLS);
    const link = target.closest('a[href]');
    // A plain link works without the scripts: following it must not download them.
    if (link && (!control || control.contains(link))) return null;
    return control;
  };

  const start = () => {
    if (started) return;
    started = true;
    document.documentElement.style.cursor = 'progress';
    for (const waiting of document.querySelectorAll<HTMLScriptElement>(`script[type="${waitingType}"]`)) {
      const script = document.createElement('script');
      script.type = 'module';
      script.nonce = waiting.nonce;
      script.textContent = waiting.textContent;
      waiting.replaceWith(script);
    }
    const ready = window.setInterval(() => {
      if (!hydrated()) return;
      window.clearInterval(ready);
      document.documentElement.style.cursor = '';
      const again = pending;
      pending = null;
      again?.();
    }, 50);
  };

  const onPress = (event: Event) => {
    if (hydrated()) return;
    const control = controlOf(event.target);
    if (!control) return;
    start();
    // A field takes focus, typing and ticks by itself; a button's press waits for its handler.
    if (event.type !== 'click' || control.matches(FIELDS)) return;
    event.preventDefault();
    event.stopPropagation();
    pending = () => {
      if (control.isConnected) (control as HTMLElement).click();
    };
  };

  const onSubmit = (event: Event) => {
    if (hydrated() || !(event.target instanceof HTMLFormElement)) return;
    const form = event.target;
    event.preventDefault();
    start();
    pending = () => {
      if (form.isConnected) form.requestSubmit();
    };
  };

  for (const type of ['pointerdown', 'keydown', 'focusin', 'click']) {
    document.addEventListener(type, onPress, true);
  }
  document.addEventListener('submit', onSubmit, true);
}
