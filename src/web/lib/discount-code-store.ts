// The discount code a shopper (or a reseller) applied, kept in localStorage beside the cart so it
// follows her from the cart panel to the cart page and the checkout, and across tabs. Browser only.

export interface StoredCode {
  subscribe: (listener: () => void) => () => void;
  get: () => string | null;
  getServer: () => string | null;
  set: (code: string | null) => void;
}

function storedCode(key: string): StoredCode {
  const listeners = new Set<() => void>();
  let code: string | null | undefined;

  const emit = () => {
    for (const listener of listeners) listener();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key !== key) return;
    code = event.newValue || null;
    emit();
  };

  return {
    subscribe(listener) {
      if (listeners.size === 0) window.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener('storage', onStorage);
      };
    },
    get() {
      if (code === undefined) {
        try {
          code = window.localStorage.getItem(key) || null;
        } catch {
          code = null; // storage blocked: the code lives for this page only
        }
      }
      return code;
    },
    getServer: () => null,
    set(next) {
      code = next;
      try {
        if (next) window.localStorage.setItem(key, next);
        else window.localStorage.removeItem(key);
      } catch {
        // Storage full or blocked: keep it in memory.
      }
      emit();
    },
  };
}

/** The retail cart's code. */
export const cartCode = storedCode('discountCode');
/** The wholesale cart's code, apart from the shop's: a reseller may also shop retail. */
export const wholesaleCode = storedCode('wholesaleDiscountCode');
