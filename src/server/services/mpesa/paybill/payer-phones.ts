// Paybill payments of no order, found by the payer's phone: the only trace of whose money they
// are. Daraja names the payer as 2547XXXXXXXX (masked or hashed by recent APIs, which then match no
// one); the phone is compared as digits against every form it may be written in.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { mpesaC2bPayments } from '../tables';

/** A person's phones as digits, in each stored form (core/privacy-schema.ts phoneDigitForms). */
export type PayerPhones = readonly string[];

/** The condition that a Paybill payment found no order and was paid from one of `phones`. */
export function unmatchedFrom(phones: PayerPhones): SQL {
  if (phones.length === 0) return sql`false`;
  return and(
    eq(mpesaC2bPayments.status, 'unmatched'),
    inArray(sql`regexp_replace(${mpesaC2bPayments.msisdn}, '[^0-9]', '', 'g')`, [...phones]),
  )!;
}
