// The console's screens that read across domains (Today; one order with its money, texts and
// parcels), so the folder sits above the domains it reads and none of them imports it.
export { createAdminOrderView } from './admin-order';
export type { AdminOrderView, ConsoleOrder, OrderPaybill } from './admin-order';
export { toAdminOrderJson, toAdminOrderPage } from './admin-order-view';
export { createTodayService } from './read-models/today';
