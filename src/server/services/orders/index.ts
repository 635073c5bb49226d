// Orders of both kinds (retail and wholesale): placing them against stock, their state and its
// moves, tracking, the console's lists, and the mails and texts each step sends.
export { provesOrder } from './access';
export type { OrderProof } from './access';
export {
  bulkMoveNotice,
  toAdminOrderListJson,
  toAdminOrderListPage,
  toBulkMoveJson,
} from './admin-order-list-view';
export type { AdminOrdersView } from './admin-order-list-view';
export { toPackJson, toPickListJson } from './fulfilment-view';
export { customerMail, orderBlock, trackingLink } from './mails';
export type { CustomerMailSettings, OrderMailSettings } from './mails';
export { toOrder } from './model';
export type { Order } from './model';
export { writeOrderNote } from './notes';
export {
  cancelledOrderIds,
  lockOrderForPayment,
  lockRetailOrderForPayment,
  orderMoneyView,
  orderMoneyViews,
  provesOrderById,
} from './payment-facts';
export type { OrderMoneyView } from './payment-facts';
export type { PaymentProvider } from './payment-providers';
export type { PaymentReminder, PaymentReminderTexts } from './payment-reminder';
export { toOrderJson, toOrderLineJson, toPlacedOrderJson } from './order-json';
export { ordersPersonalData } from './personal-data';
export { paidOrderTotals } from './paid-orders';
export { placeOrder, priceLines } from './place';
export { deliveryAreasOrdered } from './delivery-areas-ordered';
export { smsAmount } from './sms-texts';
export {
  lockOrderOfShipment,
  lockOrderToShip,
  orderOfShipment,
  pickupPointIdsOf,
  recordUnitsShipped,
} from './shipped-units';
export { PARCELS_AWAY } from './transition';
export { productsEverOrdered } from './products-ordered';
export { orderByNumber, orderNumbersOf } from './read';
export { discountCodeSales, salesGroups } from './sales-figures';
export { createOrdersService } from './service';
export type { BulkMoveResult, OrderDetail, OrderListRow, OrdersService, TrackedOrder } from './service';
export { TRACK_LOOKUPS_PER_MINUTE } from './track';
export { createTrackingView } from './tracking-view';
export type { TrackingSources } from './tracking-view';
export { wholesaleOrders, wholesaleOrdersOf, wholesaleTotals } from './wholesale-lists';
