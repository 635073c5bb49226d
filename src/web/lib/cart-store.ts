import { storedState } from './browser-storage';
import { parseStoredLines, type CartLine } from './cart-lines';

// The cart lives in localStorage (browser only). React reads it with useSyncExternalStore: the
// server and the hydration pass see an empty cart, then the stored one.

export const CART_STORAGE_KEY = 'cart';
const EMPTY: CartLine[] = [];

const cart = storedState(CART_STORAGE_KEY, { parse: parseStoredLines, text: JSON.stringify, empty: EMPTY });

export const subscribeCart = cart.subscribe;
export const getCartSnapshot = cart.get;
export const getServerCartSnapshot = cart.getServer;

export function updateCart(change: (current: CartLine[]) => CartLine[]) {
  cart.set(change(cart.get()));
}
