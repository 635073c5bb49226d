// Discount codes: the owner's codes, and their use on orders (counted in the placing transaction).
export { createDiscountsAdmin } from './admin';
export { codesNamingProducts } from './codes-naming';
export { DISCOUNT_TRIES, DISCOUNT_TRIES_PER_MINUTE, judgeCodeTry, TOO_MANY_CODES } from './code-tries';
export type { DiscountsAdmin, DiscountWithTakings } from './admin';
export { previewDiscount, recordRedemption, redeemDiscount, releaseDiscount } from './redeem';
export type { AppliedDiscount, DiscountRequest } from './redeem';
export { discountsPersonalData } from './personal-data';
export type { Discount } from './model';
export { toDiscountJson } from './discount-json';
