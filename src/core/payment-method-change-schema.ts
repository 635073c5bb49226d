// POST /api/orders/:orderNumber/payment-method: an unpaid order switches to a method the shopper
// may ask for (Pay Later: a failed push leaves the order open). A method they may not ask for says
// why (M-Pesa: the order switches when its payment prompt is accepted, so nobody can turn a Pay
// Later order into an M-Pesa one that is then cancelled unpaid). The caller proves it placed the
// order with the payment token or the email (`email` is the older name of the field).
import { z } from 'zod';
import { emailField } from './form-fields';
import { orderProofFields } from './order-proof-schema';
import { findPaymentMethod, SHOPPER_SWITCH_METHODS } from './payment-methods';

function refusal(input: unknown): string {
  const method = typeof input === 'string' ? findPaymentMethod(input) : undefined;
  const reason = method?.takesOrders && method.checkout === 'available' ? method.switchRefusal : undefined;
  return reason ?? 'Please choose a payment method';
}

export const paymentMethodChangeSchema = z
  .object({
    paymentMethod: z.enum(SHOPPER_SWITCH_METHODS, { error: (issue) => refusal(issue.input) }),
    ...orderProofFields,
    email: emailField().optional(),
  })
  .strict()
  .transform(({ email, customerEmail, ...change }) => ({ ...change, customerEmail: customerEmail ?? email }));

export type PaymentMethodChange = z.output<typeof paymentMethodChangeSchema>;
