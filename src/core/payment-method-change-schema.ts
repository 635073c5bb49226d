// POST /api/orders/:orderNumber/payment-method: an unpaid order switches to Pay Later (a failed
// push leaves it open). It switches to M-Pesa only when a payment prompt is accepted, so nobody can
// turn a Pay Later order into an M-Pesa one that is then cancelled unpaid. The caller proves it
// placed the order with the payment token or the email (`email` is the older name of the field).
import { z } from 'zod';
import { emailField } from './form-fields';
import { orderProofFields } from './order-proof-schema';

export const paymentMethodChangeSchema = z
  .object({
    paymentMethod: z.literal('pay_later', {
      error: (issue) =>
        issue.input === 'mpesa'
          ? 'An order switches to M-Pesa when its payment prompt is sent: start the M-Pesa payment instead'
          : 'Please choose a payment method',
    }),
    ...orderProofFields,
    email: emailField().optional(),
  })
  .strict()
  .transform(({ email, customerEmail, ...change }) => ({ ...change, customerEmail: customerEmail ?? email }));

export type PaymentMethodChange = z.output<typeof paymentMethodChangeSchema>;
