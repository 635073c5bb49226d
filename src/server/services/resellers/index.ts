// Resellers' wholesale orders, placed through the orders domain at wholesale prices, and the
// console's reseller screens. Their accounts and approval live in accounts/.
export { createResellerOrdersAdminService } from './admin-orders';
export { toAdminResellersJson, toAdminResellersPage } from './admin-reseller-list-view';
export { toAdminResellerJson, toAdminResellerPage, toResellerJson } from './admin-reseller-view';
export { createResellersAdminService } from './admin-resellers';
export type { AdminResellersView, AdminResellerView, ResellersAdminService } from './admin-resellers';
export { createWholesaleAdminService } from './admin-wholesale';
export type { WholesaleOrderWithReseller } from './admin-wholesale';
export { createWholesaleService } from './wholesale';
export type { WholesaleOrder } from './wholesale';
export { toResellerOrderJson, toWholesaleOrderJson } from './wholesale-order-json';
