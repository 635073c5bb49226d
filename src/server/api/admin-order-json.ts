import { centsToDecimalString } from '../../core/money';
import type { BulkMoveResult, OrderListRow } from '../services/orders';

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

export function toBulkMoveJson(results: BulkMoveResult[]) {
  return { moved: results.filter((r) => r.ok).length, results };
}
