import { centsToDecimalString } from '../../core/money';
import type { BulkMoveResult, OrderDetail, OrderListRow } from '../services/orders';
import { toOrderJson } from './order-json';

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

/** Everything the console's order page shows; the payment token stays out, as everywhere. */
export function toOrderDetailJson(detail: OrderDetail) {
  return {
    ...toOrderJson(detail.order),
    kind: detail.order.kind,
    transactionId: detail.order.transactionId,
    reseller: detail.reseller,
    nextStatuses: detail.nextStatuses,
    history: detail.history.map((entry) => ({ ...entry, at: entry.at.toISOString() })),
    payments: detail.payments.map((payment) => ({
      checkoutRequestId: payment.checkoutRequestId,
      phone: payment.phone,
      amount: centsToDecimalString(payment.amountCents),
      status: payment.status,
      resultCode: payment.resultCode,
      resultDesc: payment.resultDesc,
      receiptNumber: payment.receiptNumber,
      createdAt: payment.createdAt.toISOString(),
      updatedAt: payment.updatedAt.toISOString(),
    })),
    internalNotes: detail.notes.map((note) => ({ ...note, at: note.at.toISOString() })),
  };
}

export function toBulkMoveJson(results: BulkMoveResult[]) {
  return { moved: results.filter((r) => r.ok).length, results };
}
