// What the console (and API callers) send to refund an M-Pesa payment: which payment, how many
// whole shillings (M-Pesa moves no cents), why, and whether the order's items go back in stock.
import { z } from 'zod';
import { textField } from './form-fields';

export const REFUND_PAYMENT_KINDS = ['stk', 'c2b'] as const;
export type RefundPaymentKind = (typeof REFUND_PAYMENT_KINDS)[number];
export const MAX_REFUND_REASON = 300;
/** Daraja's largest single M-Pesa transaction. */
export const MAX_REFUND_KES = 250_000;

// The payments' ids are Postgres integers.
const MAX_PAYMENT_ID = 2_147_483_647;

// JSON sends numbers, the console's form their digits. Nothing else becomes a number: not "0x10",
// "1e3", "" or true. An amount may show cents ("12.50"), so that its own rule can say why it is refused.
const idDigits = (value: unknown) =>
  typeof value === 'string' && /^\s*\d{1,10}\s*$/.test(value) ? Number(value) : value;
const amountDigits = (value: unknown) =>
  typeof value === 'string' && /^\s*\d{1,15}(?:\.\d{1,15})?\s*$/.test(value) ? Number(value) : value;

export const refundRequestSchema = z
  .object({
    /** 'stk' for an M-Pesa prompt payment, 'c2b' for a Paybill payment. */
    paymentKind: z.enum(REFUND_PAYMENT_KINDS, { error: 'Payment kind must be stk or c2b' }),
    paymentId: z.preprocess(
      idDigits,
      z
        .number({ error: 'Choose the payment to refund' })
        .int('Choose the payment to refund')
        .positive('Choose the payment to refund')
        .max(MAX_PAYMENT_ID, 'Choose the payment to refund'),
    ),
    amountKes: z.preprocess(
      amountDigits,
      z
        .number({ error: 'Amount must be a number of shillings' })
        .int('M-Pesa refunds whole shillings: leave out the cents')
        .min(1, 'Amount must be at least KSH 1')
        .max(MAX_REFUND_KES, `Amount must be at most KSH ${MAX_REFUND_KES.toLocaleString('en-KE')}`),
    ),
    reason: textField(
      1,
      'Say why the money goes back',
      MAX_REFUND_REASON,
      `A reason must be at most ${MAX_REFUND_REASON} characters`,
    ),
    restock: z.boolean({ error: 'Restock must be true or false' }).default(false),
  })
  .strict();

export type RefundRequest = z.output<typeof refundRequestSchema>;

/** The refund form's fields as the console's forms send them: text, and a checkbox's 'on'. */
export function refundFormInput(form: FormData) {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : undefined;
  };
  return {
    paymentKind: text('paymentKind'),
    paymentId: text('paymentId'),
    amountKes: text('amountKes'),
    reason: text('reason'),
    restock: form.get('restock') === 'on',
  };
}

export const REFUND_STATE_LABELS = {
  pending: 'Sent to M-Pesa, waiting for its answer',
  succeeded: 'Refunded',
  failed: 'Failed',
  timed_out: 'Timed out in M-Pesa: not sent, may be tried again',
} as const;
