/** One Paybill payment to an order as the console's order page gets it. */
export interface PaybillPaymentView {
  receipt: string;
  amountCents: number;
  excessCents: number;
  /** ISO 8601. */
  paidAt: string;
  assignedByStaff: boolean;
}

/** A retail order's Paybill panel as the console's order page gets it: to the shop's Paybill, what came in and what is still due. */
export interface OrderPaybillView {
  /** The shop's Paybill shortcode. */
  paybill: string;
  paidCents: number;
  dueCents: number;
  payments: PaybillPaymentView[];
}
