// The wholesale cart lives in localStorage, apart from the retail cart and one per account, so two
// resellers sharing a browser never see each other's cart.
import { useSyncExternalStore } from 'react';
import { storedState, type StoredState } from '../../lib/browser-storage';
import { parseWholesaleLines, type WholesaleLine } from './wholesale-cart-lines';

const EMPTY: WholesaleLine[] = [];
const carts = new Map<number, StoredState<WholesaleLine[]>>();

export function wholesaleCartKey(userId: number): string {
  return `wholesale-cart:${userId}`;
}

function cartOf(userId: number): StoredState<WholesaleLine[]> {
  let cart = carts.get(userId);
  if (!cart) {
    cart = storedState(wholesaleCartKey(userId), {
      parse: parseWholesaleLines,
      text: JSON.stringify,
      empty: EMPTY,
    });
    carts.set(userId, cart);
  }
  return cart;
}

export function updateWholesaleCart(userId: number, change: (current: WholesaleLine[]) => WholesaleLine[]) {
  const cart = cartOf(userId);
  cart.set(change(cart.get()));
}

/** Empty on the server and during hydration, then the stored cart of `userId`. */
export function useWholesaleCart(userId: number): WholesaleLine[] {
  const cart = cartOf(userId);
  return useSyncExternalStore(cart.subscribe, cart.get, cart.getServer);
}
