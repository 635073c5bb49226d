// The discount code a shopper (or a reseller) applied, kept in localStorage beside the cart so it
// follows her from the cart panel to the cart page and the checkout, and across tabs. Browser only.
import { storedState, type StoredState } from './browser-storage';

export type StoredCode = StoredState<string | null>;

// Kept as the bare code, not JSON; an empty code is no code.
const storedCode = (key: string): StoredCode =>
  storedState(key, { parse: (text) => text || null, text: (code) => code || null, empty: null });

/** The retail cart's code. */
export const cartCode = storedCode('discountCode');
/** The wholesale cart's code, apart from the shop's: a reseller may also shop retail. */
export const wholesaleCode = storedCode('wholesaleDiscountCode');
