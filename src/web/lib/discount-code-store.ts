// The discount code the shopper applied, kept in localStorage beside the cart so it follows her
// from the cart panel to the cart page and the checkout, and across tabs. Browser only.

const KEY = 'discountCode';
const listeners = new Set<() => void>();
let code: string | null | undefined;

function readStored(): string | null {
  try {
    return window.localStorage.getItem(KEY) || null;
  } catch {
    return null; // storage blocked: the code lives for this page only
  }
}

function emit() {
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent) {
  if (event.key !== KEY) return;
  code = event.newValue || null;
  emit();
}

export function subscribeDiscountCode(listener: () => void) {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

export function getDiscountCode(): string | null {
  if (code === undefined) code = readStored();
  return code;
}

export const getServerDiscountCode = (): string | null => null;

export function setDiscountCode(next: string | null) {
  code = next;
  try {
    if (next) window.localStorage.setItem(KEY, next);
    else window.localStorage.removeItem(KEY);
  } catch {
    // Storage full or blocked: keep it in memory.
  }
  emit();
}
