// Bodies of the M-Pesa endpoints (SPEC §3, §7). Phone numbers come out normalised ('07XXXXXXXX');
// the Daraja client turns them into 2547... with toDarajaMsisdn.
import { z } from 'zod';
import { orderNumberField, plainText } from './form-fields';
import { orderProofFields } from './order-proof-schema';
import { INVALID_PHONE_MESSAGE, normalizeMpesaPhone } from './phone';

const MISSING_TEST_FIELDS = 'Please provide phone number and amount';

// M-Pesa takes at most KSH 250,000 in one payment.
export const MAX_MPESA_AMOUNT = 250_000;

function mpesaPhoneField(missingMessage: string) {
  return plainText(missingMessage)
    .refine((text) => text !== '', missingMessage)
    .transform((text, ctx) => {
      const result = normalizeMpesaPhone(text);
      if (result.ok) return result.phone;
      ctx.addIssue({ code: 'custom', message: INVALID_PHONE_MESSAGE, input: text });
      return z.NEVER;
    });
}

/** KES amounts arrive as numbers, or as decimal strings from older clients. */
function amountField(missingMessage: string) {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z
      .number({ error: missingMessage })
      .min(1, 'Amount must be at least 1')
      .max(MAX_MPESA_AMOUNT, `Amount must be at most ${MAX_MPESA_AMOUNT}`),
  );
}

/**
 * The server charges the order's total; a client `amount` is checked for shape and otherwise
 * unused. The caller shows it placed the order with its payment token or customer email.
 */
export const stkPushSchema = z
  .object({
    phoneNumber: mpesaPhoneField(INVALID_PHONE_MESSAGE),
    amount: amountField('Amount must be a number').optional(),
    orderReference: orderNumberField('Order reference'),
    description: plainText('Description must be text').max(100, 'Description is too long').optional(),
    ...orderProofFields,
  })
  .strict();

const checkoutRequestIdField = z
  .string({ error: 'Checkout request id is required' })
  .trim()
  .min(1, 'Checkout request id is required')
  .max(100, 'Invalid checkout request id')
  .regex(/^[\w.-]+$/, 'Invalid checkout request id');

/** The payer's widget adds the order's proof: only then may a check ask Daraja (services/mpesa/stk/query.ts). */
export const queryStatusSchema = z
  .object({ checkoutRequestId: checkoutRequestIdField, ...orderProofFields })
  .strict();

/** The event stream's path parameter. */
export const paymentStreamSchema = z.object({ checkoutRequestId: checkoutRequestIdField }).strict();

export const testPaymentSchema = z
  .object({
    phoneNumber: mpesaPhoneField(MISSING_TEST_FIELDS),
    amount: amountField(MISSING_TEST_FIELDS),
  })
  .strict();

export type StkPushRequest = z.output<typeof stkPushSchema>;
export type QueryStatusRequest = z.output<typeof queryStatusSchema>;
export type TestPaymentRequest = z.output<typeof testPaymentSchema>;
