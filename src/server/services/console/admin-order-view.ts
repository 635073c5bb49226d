// The console's order page through its two doors, both from the one read of admin-order.ts:
// GET /api/admin/orders/:orderNumber (and the moves that answer with the order) as JSON, money as
// decimal strings; the page's loader as the page draws it, money in cents and times as dates.
import { centsToDecimalString } from '../../../core/money';
import type { OrderPaybillView } from '../../../core/order-paybill';
import { toRefundJson } from '../mpesa';
import { toOrderJson } from '../orders';
import { toConsoleInvoice, toInvoiceListJson } from '../tax-invoices';
import type { AdminOrderView, OrderPaybill, OrderTaxInvoices } from './admin-order';

/** The order's tax documents as the Tax invoices list's rows, in the JSON and on the page alike. */
function taxInvoicesJson({ enabled, sale, creditNotes }: OrderTaxInvoices, orderNumber: string) {
  const row = (invoice: NonNullable<OrderTaxInvoices['sale']>) =>
    toInvoiceListJson({ ...invoice, orderNumber });
  return { enabled, sale: sale && row(sale), creditNotes: creditNotes.map(row) };
}

/**
 * Everything the order page shows but its Paybill panel and what refunds a new refund may use,
 * which API callers read from GET /api/admin/orders/:orderNumber/refunds.
 */
export function toAdminOrderJson(view: AdminOrderView) {
  return {
    ...toOrderJson(view.order),
    kind: view.order.kind,
    transactionId: view.order.transactionId,
    pickupPoint: view.pickupPoint,
    reseller: view.reseller,
    nextStatuses: view.nextStatuses,
    history: view.history.map((entry) => ({ ...entry, at: entry.at.toISOString() })),
    payments: view.payments.map((payment) => ({
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
    internalNotes: view.notes.map((note) => ({ ...note, at: note.at.toISOString() })),
    textMessages: view.textMessages.map((sms) => ({
      // The page shows when it went out, or when it was queued if it has not.
      when: (sms.sentAt ?? sms.createdAt).toISOString(),
      recipient: sms.recipient,
      to: sms.to,
      message: sms.message,
      state: sms.state,
      deliveryStatus: sms.deliveryStatus,
      failureReason: sms.failureReason,
    })),
    refunds: view.refunds.refunds.map(toRefundJson),
    taxInvoices: taxInvoicesJson(view.taxInvoices, view.order.orderNumber),
  };
}

/** The order page's loader data; the order's age is counted here so it reads the same after hydration. */
export function toAdminOrderPage(view: AdminOrderView, now = Date.now()) {
  const { paybill, taxInvoices, ...shown } = view;
  return {
    ...shown,
    taxInvoices: {
      enabled: taxInvoices.enabled,
      sale: taxInvoices.sale && toConsoleInvoice(taxInvoices.sale),
      creditNotes: taxInvoices.creditNotes.map(toConsoleInvoice),
    },
    minutesAgo: Math.floor((now - view.order.createdAt.getTime()) / 60_000),
    paybill: paybill && toPaybillView(paybill),
  };
}

function toPaybillView(paybill: OrderPaybill): OrderPaybillView {
  return {
    paybill: paybill.shortcode,
    paidCents: paybill.paidCents,
    dueCents: paybill.dueCents,
    payments: paybill.payments.map((payment) => ({ ...payment, paidAt: payment.paidAt.toISOString() })),
  };
}
