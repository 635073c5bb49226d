// The body Daraja posts to the C2B validation and confirmation URLs, and the answers it expects.
// TransAmount comes as text ("200.00"); the payer's MSISDN is masked ("2547 ***** 126") or hashed
// on current APIs; empty fields come as "". Codes and texts per Daraja's C2B documentation.
import { z } from 'zod';
import { MAX_MPESA_AMOUNT } from '../../../core/mpesa-schemas';
import { storableJson } from '../../lib/storable-json';

const text = (max: number) =>
  z.union([z.string(), z.number()]).transform(String).pipe(z.string().max(max)).optional().default('');

const c2bSchema = z.object({
  TransactionType: text(40),
  TransID: z.string().regex(/^[A-Za-z0-9]{1,30}$/),
  TransTime: text(20),
  TransAmount: z
    .union([z.string(), z.number()])
    .transform(String)
    .pipe(z.string().regex(/^\d{1,9}(\.\d{1,2})?$/)),
  BusinessShortCode: z
    .union([z.string(), z.number()])
    .transform(String)
    .pipe(z.string().regex(/^\d{5,7}$/)),
  BillRefNumber: text(100),
  InvoiceNumber: text(100),
  OrgAccountBalance: text(40),
  ThirdPartyTransID: text(100),
  MSISDN: text(100),
  FirstName: text(100),
  MiddleName: text(100),
  LastName: text(100),
});

export interface C2bNotice {
  transactionType: string;
  /** M-Pesa's receipt for the payment. */
  transId: string;
  transTime: string;
  amountCents: number;
  shortcode: string;
  /** The account number the payer typed, as typed. */
  billRefNumber: string;
  /** As Daraja sends it: masked or hashed. Personal data all the same: never logged. */
  msisdn: string;
  payerName: string;
}

/** Null when the body is not a C2B validation or confirmation. */
export function parseC2bNotice(body: unknown): C2bNotice | null {
  // The body is stored as it came, and the database holds neither NUL nor half a UTF-16 pair;
  // Daraja sends neither. Refused at the validation, such a payment is never taken.
  const storable = storableJson(body);
  if (!storable || storable.replaced) return null;
  const parsed = c2bSchema.safeParse(body);
  if (!parsed.success) return null;
  const notice = parsed.data;
  const [shillings, cents = ''] = notice.TransAmount.split('.');
  const amountCents = Number(shillings) * 100 + Number(cents.padEnd(2, '0'));
  // More than one M-Pesa payment carries is no payment Daraja reports (and would overflow the
  // stored amount): refused like any other body it cannot have sent.
  if (amountCents <= 0 || amountCents > MAX_MPESA_AMOUNT * 100) return null;
  return {
    transactionType: notice.TransactionType,
    transId: notice.TransID.toUpperCase(),
    transTime: notice.TransTime,
    amountCents,
    shortcode: notice.BusinessShortCode,
    billRefNumber: notice.BillRefNumber,
    msisdn: notice.MSISDN,
    payerName: [notice.FirstName, notice.MiddleName, notice.LastName]
      .map((part) => part.trim())
      .filter(Boolean)
      .join(' '),
  };
}

/** The validation answers: here ResultCode is a string, '0' or one of Daraja's C2B codes. */
export const C2B_ACCEPT = { ResultCode: '0', ResultDesc: 'Accepted' } as const;
export const C2B_REJECT = {
  invalidMsisdn: { ResultCode: 'C2B00011', ResultDesc: 'Rejected' },
  invalidAccount: { ResultCode: 'C2B00012', ResultDesc: 'Rejected' },
  invalidAmount: { ResultCode: 'C2B00013', ResultDesc: 'Rejected' },
  invalidShortcode: { ResultCode: 'C2B00015', ResultDesc: 'Rejected' },
  other: { ResultCode: 'C2B00016', ResultDesc: 'Rejected' },
} as const;
export type C2bValidationAnswer = typeof C2B_ACCEPT | (typeof C2B_REJECT)[keyof typeof C2B_REJECT];

/** The confirmation's answer: Daraja only needs to hear that the notice arrived. */
export const C2B_CONFIRMED = { ResultCode: 0, ResultDesc: 'Success' } as const;
