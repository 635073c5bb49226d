// Resellers' wholesale orders, placed through the orders domain at wholesale prices, and the
// console's reads of them. Their accounts and approval live in accounts/.
export { createResellerOrdersAdminService } from './admin-orders';
export { createWholesaleAdminService } from './admin-wholesale';
export type { WholesaleOrderWithReseller } from './admin-wholesale';
export { createWholesaleService } from './wholesale';
export type { WholesaleOrder } from './wholesale';
