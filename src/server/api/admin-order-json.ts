import { centsToDecimalString } from '../../core/money';
import type { OrderSms } from '../../core/order-sms';
import type { RefundView } from '../../core/refund-views';
import type { BulkMoveResult, OrderDetail, OrderListRow } from '../services/orders';
import { toOrderJson } from '../services/orders';
import { toRefundJson } from '../services/mpesa';

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

/** What the console's order page shows besides the order itself. */
export interface OrderDetailExtras {
  textMessages: OrderSms[];
  refunds: RefundView[];
}

/** Everything the console's order page shows; the payment token stays out, as everywhere. */
export function toOrderDetailJson(detail: OrderDetail, extras: OrderDetailExtras) {
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
    textMessages: extras.textMessages.map((sms) => ({
      // The page shows when it went out, or when it was queued if it has not.
      when: (sms.sentAt ?? sms.createdAt).toISOString(),
      recipient: sms.recipient,
      to: sms.to,
      message: sms.message,
      state: sms.state,
      deliveryStatus: sms.deliveryStatus,
      failureReason: sms.failureReason,
    })),
    refunds: extras.refunds.map(toRefundJson),
  };
}

export function toBulkMoveJson(results: BulkMoveResult[]) {
  return { moved: results.filter((r) => r.ok).length, results };
}
