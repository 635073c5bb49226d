// How much one order may hold, apart from the zod schemas so that pages can use the numbers
// without shipping zod (whose code generation a strict Content-Security-Policy refuses).

/** Units of one product in one line (the retail checkout has its own, lower cap: limits-env.ts). */
export const MAX_LINE_QUANTITY = 1000;
export const MAX_ORDER_LINES = 100;
export const MAX_WHOLESALE_NOTES = 1000;

/** SPEC §5 and §8: an order needs at least one line. */
export const CART_IS_EMPTY = 'Cart is empty';
