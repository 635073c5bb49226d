// The wholesale cart lives in localStorage, apart from the retail cart and one per account, so two
// resellers sharing a browser never see each other's cart.
import { useCallback, useSyncExternalStore } from 'react';
import { parseWholesaleLines, type WholesaleLine } from './wholesale-cart-lines';

const EMPTY: WholesaleLine[] = [];
const cache = new Map<string, WholesaleLine[]>();
const listeners = new Set<() => void>();

export function wholesaleCartKey(userId: number): string {
  return `wholesale-cart:${userId}`;
}

function read(key: string): WholesaleLine[] {
  try {
    return parseWholesaleLines(window.localStorage.getItem(key));
  } catch {
    return EMPTY;
  }
}

function snapshotOf(key: string): WholesaleLine[] {
  let lines = cache.get(key);
  if (!lines) {
    lines = read(key);
    cache.set(key, lines);
  }
  return lines;
}

function notify() {
  for (const listener of listeners) listener();
}

// Another tab changed a cart: take its version.
function onStorage(event: StorageEvent) {
  if (event.key === null) cache.clear();
  else if (cache.has(event.key)) cache.set(event.key, parseWholesaleLines(event.newValue));
  else return;
  notify();
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

export function updateWholesaleCart(userId: number, change: (current: WholesaleLine[]) => WholesaleLine[]) {
  const key = wholesaleCartKey(userId);
  const lines = change(snapshotOf(key));
  cache.set(key, lines);
  try {
    window.localStorage.setItem(key, JSON.stringify(lines));
  } catch {
    // Storage full or blocked: the cart lives for this page only.
  }
  notify();
}

/** Empty on the server and during hydration, then the stored cart of `userId`. */
export function useWholesaleCart(userId: number): WholesaleLine[] {
  const key = wholesaleCartKey(userId);
  const snapshot = useCallback(() => snapshotOf(key), [key]);
  return useSyncExternalStore(subscribe, snapshot, () => EMPTY);
}
