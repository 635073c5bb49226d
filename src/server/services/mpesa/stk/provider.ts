// The M-Pesa prompt (STK push) as the order flow sees it. An order placed with M-Pesa waits for the
// prompt the checkout sends next; an order switches to M-Pesa only once a prompt is accepted
// (push.ts), so the prompt on the payer's phone is all the news either needs. Daraja's callback,
// or a status query when it is lost, settles the payment (settle.ts), which confirms the order.
import { PAYMENT_METHOD } from '../../../../core/payment-methods';
import type { PaymentProvider } from '../../orders';

export const mpesaPromptProvider = {
  method: PAYMENT_METHOD.mpesa,
  confirmedBy: 'mpesa',
  orderNote: null,
} as const satisfies PaymentProvider;
