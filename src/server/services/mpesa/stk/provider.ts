// The M-Pesa prompt (STK push) as the order flow sees it. An order placed with M-Pesa waits for the
// prompt the checkout sends next; an order switches to M-Pesa only once a prompt is accepted
// (push.ts), so the prompt on the payer's phone is all the news either needs. Daraja's callback,
// or a status query when it is lost, settles the payment (settle.ts), which confirms the order.
import { and, eq, exists, type AnyColumn } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { PAYMENT_METHOD } from '../../../../core/payment-methods';
import type { PaymentProvider } from '../../orders';
import { mpesaPayments } from '../tables';

// The condition is a subquery placed in the caller's query, so it needs no database of its own.
const query = new QueryBuilder();

export const mpesaPromptProvider = {
  method: PAYMENT_METHOD.mpesa,
  confirmedBy: 'mpesa',
  orderNote: null,
  /** A prompt Daraja has not answered yet: the payer may be typing the PIN. */
  awaitingPayer: (orderId: AnyColumn) =>
    exists(
      query
        .select({ id: mpesaPayments.id })
        .from(mpesaPayments)
        .where(and(eq(mpesaPayments.orderId, orderId), eq(mpesaPayments.status, 'pending'))),
    ),
} as const satisfies PaymentProvider;
