import { parseStoredLines, type CartLine } from './cart-lines';

// The cart lives in localStorage (browser only). A small external store lets React read it with
// useSyncExternalStore: the server and the hydration pass see an empty cart, then the stored one.

export const CART_STORAGE_KEY = 'cart';
const EMPTY: CartLine[] = [];

let lines: CartLine[] | null = null;
const listeners = new Set<() => void>();

function readStored(): CartLine[] {
  try {
    return parseStoredLines(window.localStorage.getItem(CART_STORAGE_KEY));
  } catch {
    return EMPTY; // storage blocked (private mode, policies): the cart lives for this page only
  }
}

function writeStored(next: CartLine[]) {
  try {
    window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage full or blocked: keep the in-memory cart.
  }
}

function emit() {
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent) {
  // Another tab changed the cart: follow it.
  if (event.key !== CART_STORAGE_KEY) return;
  lines = parseStoredLines(event.newValue);
  emit();
}

export function subscribeCart(listener: () => void) {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

export function getCartSnapshot(): CartLine[] {
  if (lines === null) lines = readStored();
  return lines;
}

export function getServerCartSnapshot(): CartLine[] {
  return EMPTY;
}

export function updateCart(change: (current: CartLine[]) => CartLine[]) {
  const next = change(getCartSnapshot());
  lines = next;
  writeStored(next);
  emit();
}
