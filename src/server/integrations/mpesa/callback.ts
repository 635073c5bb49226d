// Daraja's STK callback (DARAJA.md "Callback"): ResultCode is a number here, metadata items are
// read by Name, never by position, and an item may come without a Value.
import { z } from 'zod';
import { storableJson } from '../../lib/storable-json';

const item = z.object({ Name: z.string(), Value: z.union([z.string(), z.number()]).optional() });

const callbackSchema = z.object({
  Body: z.object({
    stkCallback: z.object({
      MerchantRequestID: z.string().optional(),
      // Daraja's ids are like ws_CO_191220191020363925; the same shape the status query accepts.
      CheckoutRequestID: z.string().regex(/^[\w.-]{1,100}$/),
      ResultCode: z.union([z.number().int(), z.string().regex(/^\d+$/).transform(Number)]),
      ResultDesc: z.string().default(''),
      CallbackMetadata: z.object({ Item: z.array(item) }).optional(),
    }),
  }),
});

export interface StkCallback {
  checkoutRequestId: string;
  merchantRequestId: string | null;
  resultCode: number;
  resultDesc: string;
  /** Whole KES as Safaricom reports it; only on success. */
  amount: number | null;
  receiptNumber: string | null;
  phone: string | null;
  /** The body as it is stored, with the characters the database cannot hold replaced. */
  raw: unknown;
}

/** Null when the body is not a Daraja callback at all. */
export function parseStkCallback(body: unknown): StkCallback | null {
  // A callback is the only message that brings a paid prompt's receipt (the STK query names none),
  // and Daraja does not send it twice: a character the database cannot store (NUL, half a UTF-16
  // pair) is replaced rather than the payment's record lost. The id must still be an id.
  const storable = storableJson(body);
  if (!storable) return null;
  const parsed = callbackSchema.safeParse(storable.value);
  if (!parsed.success) return null;
  const cb = parsed.data.Body.stkCallback;
  const items = cb.CallbackMetadata?.Item ?? [];
  const valueOf = (name: string) => items.find((i) => i.Name === name)?.Value;
  const amount = Number(valueOf('Amount'));
  const receipt = valueOf('MpesaReceiptNumber');
  const phone = valueOf('PhoneNumber');
  return {
    checkoutRequestId: cb.CheckoutRequestID,
    merchantRequestId: cb.MerchantRequestID ?? null,
    resultCode: cb.ResultCode,
    resultDesc: cb.ResultDesc,
    amount: valueOf('Amount') !== undefined && Number.isFinite(amount) ? amount : null,
    receiptNumber: receipt === undefined || receipt === '' ? null : String(receipt),
    phone: phone === undefined ? null : String(phone),
    raw: storable.value,
  };
}

export const CALLBACK_ACCEPTED = { ResultCode: 0, ResultDesc: 'Accepted' } as const;
