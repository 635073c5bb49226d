// Registers the shop's service worker (src/sw/) once the page is interactive and idle, so it never
// competes with the first view, and offers a new version when a new build has installed.
import { SERVICE_WORKER_URL, SW_MESSAGES } from '../../core/offline-pages';
import { offerNewVersion } from './connection-state';

function whenIdle(run: () => void) {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 5000 });
  else setTimeout(run, 2000);
}

function offer(worker: ServiceWorker) {
  offerNewVersion(() => {
    // The page reloads once the new version has taken over, so it runs the new build's scripts.
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
      once: true,
    });
    worker.postMessage(SW_MESSAGES.activate);
  });
}

/** Messages kept while offline go as soon as the connection is back (and on every visit). */
function sendQueued() {
  navigator.serviceWorker.controller?.postMessage(SW_MESSAGES.sendQueued);
}

async function register() {
  const registration = await navigator.serviceWorker.register(SERVICE_WORKER_URL, { updateViaCache: 'none' });
  window.addEventListener('online', sendQueued);
  sendQueued();
  // A first install takes over at once; only a version replacing another waits to be offered.
  const replacing = () => navigator.serviceWorker.controller !== null;
  if (registration.waiting && replacing()) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && replacing()) offer(installing);
    });
  });
}

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const start = () => whenIdle(() => void register().catch(() => undefined));
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

/** The kept pages no longer fit this phone (someone signed in or out, data saver switched): they go. */
export function forgetKeptPages(): void {
  navigator.serviceWorker?.controller?.postMessage(SW_MESSAGES.forgetPages);
}
