// The wholesale cart lives in localStorage under its own key, apart from the retail cart.
import { useSyncExternalStore } from 'react';
import { parseWholesaleLines, type WholesaleLine } from './wholesale-cart-lines';

export const WHOLESALE_CART_KEY = 'wholesale-cart';
const EMPTY: WholesaleLine[] = [];

let lines: WholesaleLine[] | null = null;
const listeners = new Set<() => void>();

function read(): WholesaleLine[] {
  try {
    return parseWholesaleLines(window.localStorage.getItem(WHOLESALE_CART_KEY));
  } catch {
    return EMPTY;
  }
}

function onStorage(event: StorageEvent) {
  if (event.key !== WHOLESALE_CART_KEY) return;
  lines = parseWholesaleLines(event.newValue);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

function snapshot(): WholesaleLine[] {
  if (lines === null) lines = read();
  return lines;
}

export function updateWholesaleCart(change: (current: WholesaleLine[]) => WholesaleLine[]) {
  lines = change(snapshot());
  try {
    window.localStorage.setItem(WHOLESALE_CART_KEY, JSON.stringify(lines));
  } catch {
    // Storage full or blocked: the cart lives for this page only.
  }
  for (const listener of listeners) listener();
}

/** Empty on the server and during hydration, then the stored cart. */
export function useWholesaleCart(): WholesaleLine[] {
  return useSyncExternalStore(subscribe, snapshot, () => EMPTY);
}
