// Discount codes: the owner's codes, and their use on orders (counted in the placing transaction).
export { createDiscountsAdmin } from './admin';
export type { DiscountsAdmin, DiscountWithTakings } from './admin';
export { previewDiscount, recordRedemption, redeemDiscount, releaseDiscount } from './redeem';
export type { AppliedDiscount, DiscountRequest } from './redeem';
export type { Discount } from './model';
export { toDiscountJson } from './discount-json';
