// The owner's account of the browser tests: made by `npm run admin:create` before the shop starts
// (playwright.config.ts), as an owner would make theirs.
export const SHOP_ADMIN = {
  email: 'owner@heritageshea.test',
  password: 'browser tests only, not a real secret',
};
