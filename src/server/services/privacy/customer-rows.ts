// Which rows hold one customer: found by the e-mail or the phone they gave (core/privacy-schema).
// Phones are stored as people typed them, so they are compared as digits in every stored form.
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { phoneDigitForms, type CustomerKey } from '../../../core/privacy-schema';
import type { DbExecutor } from '../../db/executor';
import { contactMessages, orders, smsMessages, users } from '../../db/schema';
import type { PayerPhones } from '../mpesa';

const digitsOf = (column: AnyPgColumn) => sql`regexp_replace(${column}, '[^0-9]', '', 'g')`;

/** The condition that `emailColumn` or `phoneColumn` (either may be absent) belongs to the customer. */
export function belongsTo(
  key: CustomerKey,
  columns: { email?: AnyPgColumn; phone?: AnyPgColumn },
): SQL | undefined {
  if (key.kind === 'email') return columns.email ? eq(sql`lower(${columns.email})`, key.email) : undefined;
  return columns.phone ? inArray(digitsOf(columns.phone), key.digits) : undefined;
}

/** `condition`, or one that holds for no row when the customer cannot be found by this kind of key. */
export const orNone = (condition: SQL | undefined): SQL => condition ?? sql`false`;

/** The ids of the customer's reseller account (never a console member's). */
export async function resellerIds(db: DbExecutor, key: CustomerKey): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(users.role, 'reseller'), orNone(belongsTo(key, { email: users.email, phone: users.phone }))),
    );
  return rows.map((row) => row.id);
}

/** The customer's orders: by their details on the order, or as the reseller who placed it. */
export function ordersOf(key: CustomerKey, resellers: number[]): SQL {
  return or(
    orNone(belongsTo(key, { email: orders.customerEmail, phone: orders.customerPhone })),
    resellers.length > 0 ? inArray(orders.userId, resellers) : undefined,
  )!;
}

export const messagesOf = (key: CustomerKey): SQL =>
  orNone(belongsTo(key, { email: contactMessages.email, phone: contactMessages.phone }));

/** Texts about the customer's orders (to them, or to the shop about them), and texts to their phone. */
export function textsOf(key: CustomerKey, orderIds: number[]): SQL {
  return or(
    orderIds.length > 0 ? inArray(smsMessages.orderId, orderIds) : undefined,
    and(eq(smsMessages.recipient, 'customer'), orNone(belongsTo(key, { phone: smsMessages.to }))),
  )!;
}

/**
 * The phones the customer pays from, as digits in every stored form: the one looked up, or, for an
 * e-mail, those their orders were placed with (their Paybill payments that found no order are
 * theirs only by the phone they paid from).
 */
export function payerPhonesOf(key: CustomerKey, orderPhones: readonly string[]): PayerPhones {
  if (key.kind === 'phone') return key.digits;
  const typed = orderPhones.filter((phone) => /\d/.test(phone));
  return [...new Set(typed.flatMap(phoneDigitForms))];
}
