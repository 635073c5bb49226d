// POST /api/orders/:orderNumber/payment-method: an unpaid order switches between M-Pesa and Pay
// Later (a failed push leaves it open). The email proves the caller placed the order.
import { z } from 'zod';
import { emailField } from './form-fields';
import { PAYMENT_METHODS } from './order-request-schema';

export const paymentMethodChangeSchema = z
  .object({
    paymentMethod: z.enum(PAYMENT_METHODS, { error: 'Please choose a payment method' }),
    email: emailField(),
  })
  .strict();

export type PaymentMethodChange = z.output<typeof paymentMethodChangeSchema>;
