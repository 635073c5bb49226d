// The console's Orders screen through its two doors, both from orders.listView: GET
// /api/admin/orders as JSON, totals as KES strings; and the page's loader data, the page of rows
// in cents with the filters it was read with. A bulk move answers each door in its own words.
import { centsToDecimalString } from '../../../core/money';
import { orderFiltersQuery, type OrderFilters } from '../../../core/order-filters';
import type { OrderStatus } from '../../../core/order-status';
import type { Paged } from '../../../core/paging';
import type { BulkMoveResult } from './admin';
import type { OrderListRow } from './search';

/** The Orders screen: one page of the list with the filters it was read with. */
export interface AdminOrdersView {
  filters: OrderFilters;
  paged: Paged<OrderListRow>;
}

export function toOrderListJson(row: OrderListRow) {
  return {
    orderNumber: row.orderNumber,
    kind: row.kind,
    status: row.status,
    paymentMethod: row.paymentMethod,
    customerName: row.customerName,
    customerPhone: row.customerPhone,
    customerEmail: row.customerEmail,
    businessName: row.businessName,
    itemCount: row.itemCount,
    totalAmount: centsToDecimalString(row.totalCents),
    createdAt: row.createdAt.toISOString(),
  };
}

export function toAdminOrderListJson({ paged }: AdminOrdersView) {
  const { page, pageSize, total } = paged;
  return { page, pageSize, total, orders: paged.rows.map(toOrderListJson) };
}

/** The page also links the CSV export for the same filters. */
export function toAdminOrderListPage({ filters, paged }: AdminOrdersView) {
  return { filters, paged, exportQuery: orderFiltersQuery(filters) };
}

export function toBulkMoveJson(results: BulkMoveResult[]) {
  return { moved: results.filter((r) => r.ok).length, results };
}

/** What the page says after a bulk move: how many moved, and why each other one stayed. */
export function bulkMoveNotice(results: BulkMoveResult[], status: OrderStatus) {
  const moved = results.filter((r) => r.ok).length;
  const stayed = results.filter((r) => !r.ok).map((r) => `${r.orderNumber}: ${r.message}`);
  return [
    `${moved} of ${results.length} ${results.length === 1 ? 'order' : 'orders'} moved to ${status}.`,
    ...stayed,
  ].join(' ');
}
