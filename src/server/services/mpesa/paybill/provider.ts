// Paybill (C2B) as the order flow sees it: a shopper pays an 'mpesa' order to the shop's Paybill
// with the order number as account, as the order-received text says. Safaricom reports each
// payment (service.ts), and the payments that make up the amount due confirm the order (match.ts).
import { PAYMENT_METHOD } from '../../../../core/payment-methods';
import type { PaymentProvider } from '../../orders';

export const paybillProvider = {
  method: PAYMENT_METHOD.mpesa,
  confirmedBy: 'mpesa',
  orderNote: null,
} as const satisfies PaymentProvider;
