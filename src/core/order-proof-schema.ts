// How a caller without an account shows it placed an order: the order's payment token, which the
// checkout keeps, or the customer's email. Either is enough; without one, the order "does not exist".
import { z } from 'zod';
import { emailField } from './form-fields';

export const orderProofFields = {
  paymentToken: z
    .string({ error: 'Invalid payment token' })
    .trim()
    .max(100, 'Invalid payment token')
    .regex(/^[\w-]*$/, 'Invalid payment token')
    .optional(),
  customerEmail: emailField().optional(),
};
