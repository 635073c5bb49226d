// An order's M-Pesa prompts as the console's order page lists them, newest first: what was asked,
// of which phone, and what Daraja answered.
import { desc, eq } from 'drizzle-orm';
import type { PaymentStatus } from '../../../../core/payment-statuses';
import type { DbExecutor } from '../../../db/executor';
import { mpesaPayments } from '../tables';

export interface OrderPrompt {
  checkoutRequestId: string;
  phone: string;
  amountCents: number;
  status: PaymentStatus;
  resultCode: number | null;
  resultDesc: string | null;
  receiptNumber: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export function promptsOfOrder(db: DbExecutor, orderId: number): Promise<OrderPrompt[]> {
  return db
    .select({
      checkoutRequestId: mpesaPayments.checkoutRequestId,
      phone: mpesaPayments.phone,
      amountCents: mpesaPayments.amountCents,
      status: mpesaPayments.status,
      resultCode: mpesaPayments.resultCode,
      resultDesc: mpesaPayments.resultDesc,
      receiptNumber: mpesaPayments.receiptNumber,
      createdAt: mpesaPayments.createdAt,
      updatedAt: mpesaPayments.updatedAt,
    })
    .from(mpesaPayments)
    .where(eq(mpesaPayments.orderId, orderId))
    .orderBy(desc(mpesaPayments.createdAt), desc(mpesaPayments.id));
}
