export { createResellerOrdersAdminService } from './admin-orders';
export { createWholesaleAdminService } from './admin-wholesale';
export type { WholesaleOrderWithReseller } from './admin-wholesale';
export { createWholesaleService } from './wholesale';
export type { WholesaleOrder } from './wholesale';
