// One customer's personal data, kept by the domains that hold it (the Kenya Data Protection Act
// 2019: s. 26, the right of access; s. 40, erasure). Each such domain offers a PersonalData door
// over its own tables, and services/privacy asks every door it lists in turn, in one transaction:
// first `find` (each door may add what it found for the doors asked after it), then `owed`, then
// `export` or `forget`. personal-data.test.ts holds every personal column of the schema to a door.
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { OrderStatus } from '../../core/order-status';
import type { CustomerKey } from '../../core/privacy-schema';
import type { DbExecutor } from '../db/executor';

/** One of the customer's orders, as the doors after the orders' key on it. */
export interface PersonsOrder {
  id: number;
  orderNumber: string;
  email: string;
  phone: string;
  status: OrderStatus;
}

/** Who the owner asked about, and what the doors asked first found of them. */
export interface Person {
  /** The e-mail, or the phone as digits in every stored form (core/privacy-schema.ts). */
  key: CustomerKey;
  /** Their reseller accounts (accounts): the orders they placed are theirs too. */
  accountIds: readonly number[];
  /** Their orders, oldest first (orders); locked when they are to be forgotten. */
  orders: readonly PersonsOrder[];
  /**
   * Their Paybill payments that found no order (mpesa), fixed once found: a payment arriving
   * after the check of the money owed is neither checked nor forgotten.
   */
  unmatchedPaybillIds: readonly number[];
  /** The addresses their contact messages came from (messages): mail to them goes too. */
  messageEmails: readonly string[];
}

export type PersonalDataIntent = 'export' | 'forget';

/** Money that keeps a customer from being forgotten yet. */
export type Owed =
  /** Money the shop holds that is theirs: refunded (or assigned to its order) first. */
  | { kind: 'held'; orderNumber: string | null; receipt: string; owedCents: number }
  /** Money not settled yet: awaiting payment, being confirmed, a refund on its way (null: no order's). */
  | { kind: 'unsettled'; orderId: number | null };

/** What forgetting a customer changed, as the owner's answer counts it. */
export interface ForgottenCounts {
  orders: number;
  payments: number;
  messages: number;
  subscriptions: number;
  texts: number;
  resellerAccounts: number;
  mails: number;
  riders: number;
}

export interface PersonalData<Part = unknown> {
  /**
   * The columns of personal data this door answers for, as 'table.column': each is exported or
   * overwritten (or its row deleted) by it.
   */
  covers: readonly string[];
  /** Finds the customer in the domain's tables; what it returns, the doors asked after it key on. */
  find?(person: Person, tx: DbExecutor, intent: PersonalDataIntent): Promise<Partial<Person>>;
  /**
   * Everything the domain keeps about the customer, as their export shows it; absent where it keeps
   * only copies of what another door exports (a discount's use holds its order's e-mail and phone).
   */
  export?(person: Person, tx: DbExecutor): Promise<Part>;
  /** Money of theirs held or still moving (doors that keep money): none may be owed to forget them. */
  owed?(person: Person, tx: DbExecutor): Promise<Owed[]>;
  /** Overwrites or deletes what names the customer, keeping what the books need. */
  forget(person: Person, tx: DbExecutor): Promise<Partial<ForgottenCounts>>;
}

/** A person found by nothing yet but the key the owner gave. */
export const personOf = (key: CustomerKey): Person => ({
  key,
  accountIds: [],
  orders: [],
  unmatchedPaybillIds: [],
  messageEmails: [],
});

// Phones are stored as people typed them, so they are compared as digits in every stored form.
const digitsOf = (column: AnyPgColumn) => sql`regexp_replace(${column}, '[^0-9]', '', 'g')`;

/**
 * The condition that `email` or `phone` (either column may be absent) is the customer's; one that
 * holds for no row when the customer cannot be found by this kind of key.
 */
export function belongsTo(key: CustomerKey, columns: { email?: AnyPgColumn; phone?: AnyPgColumn }): SQL {
  if (key.kind === 'email') return columns.email ? eq(sql`lower(${columns.email})`, key.email) : sql`false`;
  return columns.phone ? inArray(digitsOf(columns.phone), key.digits) : sql`false`;
}
