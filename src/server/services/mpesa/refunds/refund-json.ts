// The fields the refund endpoints return, chosen here once; amounts as decimal KES strings.
import { centsToDecimalString } from '../../../../core/money';
import type { OrderUnitsView, RefundablePaymentView, RefundView } from '../../../../core/refund-views';

export function toRefundJson(refund: RefundView) {
  return {
    id: refund.id,
    paymentKind: refund.paymentKind,
    receipt: refund.receipt,
    amount: centsToDecimalString(refund.amountCents),
    reason: refund.reason,
    restock: refund.restock,
    /** The units the owner said came back: `{ productId, quantity }`. */
    restockItems: refund.restockItems,
    /** What the refund's success put back: empty until it succeeds. */
    restocked: refund.restocked,
    state: refund.state,
    resultDesc: refund.resultDesc,
    reversalReceipt: refund.reversalReceipt,
    createdAt: refund.createdAt.toISOString(),
    updatedAt: refund.updatedAt.toISOString(),
  };
}

export function toOrderRefundsJson(view: {
  payments: RefundablePaymentView[];
  refunds: RefundView[];
  units: OrderUnitsView[];
}) {
  return {
    payments: view.payments.map((payment) => ({
      paymentKind: payment.kind,
      paymentId: payment.id,
      receipt: payment.receipt,
      status: payment.status,
      paid: centsToDecimalString(payment.paidCents),
      refundable: centsToDecimalString(payment.refundableCents),
      paidAt: payment.paidAt.toISOString(),
    })),
    refunds: view.refunds.map(toRefundJson),
    /** Per product of the order: units ordered, back in stock, and that a refund may still put back. */
    units: view.units,
  };
}
