// Erasing one customer (Kenya Data Protection Act 2019, s. 40): the personal fields of every row
// that holds them are overwritten, while what the books need stays (amounts, dates, statuses,
// order lines, M-Pesa receipts): KRA asks a trader to keep records of sales for five years.
//
// One transaction: the customer's orders are locked first (payments settle under the same lock),
// then everything is checked and changed, or nothing is. Idempotent: erased rows no longer match
// the e-mail or phone, so erasing again finds nothing and changes nothing.
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { UNPAID_STATUSES } from '../../../core/order-status';
import type { CustomerKey } from '../../../core/privacy-schema';
import type { DbExecutor } from '../../db/executor';
import {
  backgroundJobs,
  contactMessages,
  discountRedemptions,
  mpesaC2bPayments,
  mpesaPayments,
  backInStockRequests,
  newsletterSubscribers,
  orders,
  passwordResetLinks,
  refunds,
  resellerWaitlist,
  sessions,
  signInLinks,
  smsMessages,
  users,
} from '../../db/schema';
import { ServiceError } from '../errors';
import { belongsTo, messagesOf, orNone, ordersOf, resellerIds, textsOf } from './customer-rows';

/** What an erased personal field reads as: plainly not a person, and never a deliverable address. */
export const ERASED = {
  name: 'Erased customer',
  email: 'erased@erased.invalid',
  text: '[erased]',
} as const;

export const MONEY_UNSETTLED =
  'This customer has an order whose money is not settled yet (awaiting payment, Pay Later, a payment being confirmed, a refund owed or on its way). Settle or cancel it first, then erase.';

// A payment still moving, or money the shop owes back: refunding it needs the payer's number.
const OPEN_PAYMENTS = ['pending', 'confirming', 'needs_refund', 'amount_mismatch'] as const;

export interface ErasedCounts {
  orders: number;
  payments: number;
  messages: number;
  subscriptions: number;
  texts: number;
  resellerAccounts: number;
  mails: number;
}

export async function eraseCustomer(tx: DbExecutor, key: CustomerKey): Promise<ErasedCounts> {
  const resellers = await resellerIds(tx, key);
  const found = await tx
    .select({ id: orders.id, email: orders.customerEmail, status: orders.status })
    .from(orders)
    .where(ordersOf(key, resellers))
    .orderBy(orders.id)
    .for('update');
  const ids = found.map((order) => order.id);
  await refuseUnsettled(tx, ids, found);

  const messages = await tx
    .select({ id: contactMessages.id, email: contactMessages.email })
    .from(contactMessages)
    .where(messagesOf(key));
  const texts = await tx.select({ id: smsMessages.id }).from(smsMessages).where(textsOf(key, ids));
  const textIds = texts.map((text) => text.id);
  // Mail already sent or still queued to the customer holds their words: it goes too.
  const addresses = new Set([
    ...(key.kind === 'email' ? [key.email] : []),
    ...found.map((order) => order.email.toLowerCase()),
    ...messages.map((message) => message.email.toLowerCase()),
  ]);
  addresses.delete(ERASED.email);

  let payments = 0;
  if (ids.length > 0) {
    await tx
      .update(orders)
      .set({
        customerName: ERASED.name,
        customerEmail: ERASED.email,
        customerPhone: '',
        deliveryAddress: '',
        notes: null,
        paymentToken: null,
        clientAddressDigest: null,
        updatedAt: sql`now()`,
      })
      .where(inArray(orders.id, ids));
    // Who used a discount code is the customer's data too; the uses stay counted.
    await tx
      .update(discountRedemptions)
      .set({ customerEmail: ERASED.email, customerPhone: '' })
      .where(inArray(discountRedemptions.orderId, ids));
    const stk = await tx
      .update(mpesaPayments)
      .set({ phone: '', rawCallback: null })
      .where(inArray(mpesaPayments.orderId, ids))
      .returning({ id: mpesaPayments.id });
    const paybill = await tx
      .update(mpesaC2bPayments)
      .set({ msisdn: '', payerName: '', raw: sql`'{}'::jsonb` })
      .where(inArray(mpesaC2bPayments.orderId, ids))
      .returning({ id: mpesaC2bPayments.id });
    payments = stk.length + paybill.length;
  }
  if (messages.length > 0) {
    await tx
      .update(contactMessages)
      .set({ firstName: ERASED.name, lastName: '', email: ERASED.email, phone: null, message: ERASED.text })
      .where(
        inArray(
          contactMessages.id,
          messages.map((message) => message.id),
        ),
      );
  }
  if (textIds.length > 0) {
    await tx
      .update(smsMessages)
      .set({
        message: ERASED.text,
        to: sql`case when ${smsMessages.recipient} = 'customer' then '' else ${smsMessages.to} end`,
      })
      .where(inArray(smsMessages.id, textIds));
  }
  const subscriptions = await deleteSubscriptions(tx, key);
  const mails = await deleteJobs(tx, [...addresses], textIds);
  await eraseResellerAccounts(tx, resellers);

  return {
    orders: ids.length,
    payments,
    messages: messages.length,
    subscriptions,
    texts: textIds.length,
    resellerAccounts: resellers.length,
    mails,
  };
}

async function refuseUnsettled(tx: DbExecutor, ids: number[], found: { status: string }[]): Promise<void> {
  if ((UNPAID_STATUSES as readonly string[]).some((status) => found.some((o) => o.status === status)))
    throw new ServiceError('conflict', MONEY_UNSETTLED);
  if (ids.length === 0) return;
  const [open] = await tx
    .select({ id: mpesaPayments.id })
    .from(mpesaPayments)
    .where(and(inArray(mpesaPayments.orderId, ids), inArray(mpesaPayments.status, [...OPEN_PAYMENTS])))
    .limit(1);
  const [refunding] = await tx
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(inArray(refunds.orderId, ids), eq(refunds.state, 'pending')))
    .limit(1);
  if (open || refunding) throw new ServiceError('conflict', MONEY_UNSETTLED);
}

async function deleteSubscriptions(tx: DbExecutor, key: CustomerKey): Promise<number> {
  const newsletter = await tx
    .delete(newsletterSubscribers)
    .where(orNone(belongsTo(key, { email: newsletterSubscribers.email })))
    .returning({ id: newsletterSubscribers.id });
  const waitlist = await tx
    .delete(resellerWaitlist)
    .where(orNone(belongsTo(key, { email: resellerWaitlist.email })))
    .returning({ id: resellerWaitlist.id });
  const waiting = await tx
    .delete(backInStockRequests)
    .where(orNone(belongsTo(key, { email: backInStockRequests.contact, phone: backInStockRequests.contact })))
    .returning({ id: backInStockRequests.id });
  return newsletter.length + waitlist.length + waiting.length;
}

/** Mail to the customer's addresses, sent or queued, and their texts still waiting to go. */
async function deleteJobs(tx: DbExecutor, addresses: string[], textIds: number[]): Promise<number> {
  const toAddress =
    addresses.length > 0
      ? and(eq(backgroundJobs.kind, 'mail'), inArray(sql`lower(${backgroundJobs.payload}->>'to')`, addresses))
      : undefined;
  const pendingText =
    textIds.length > 0
      ? and(
          eq(backgroundJobs.kind, 'sms'),
          eq(backgroundJobs.state, 'pending'),
          inArray(sql`(${backgroundJobs.payload}->>'smsId')::int`, textIds),
        )
      : undefined;
  if (!toAddress && !pendingText) return 0;
  const deleted = await tx
    .delete(backgroundJobs)
    .where(or(toAddress, pendingText))
    .returning({ kind: backgroundJobs.kind });
  return deleted.filter((job) => job.kind === 'mail').length;
}

/** A reseller's account is closed for good: it cannot sign in, and names nobody. */
async function eraseResellerAccounts(tx: DbExecutor, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.delete(sessions).where(inArray(sessions.userId, ids));
  await tx.delete(signInLinks).where(inArray(signInLinks.userId, ids));
  await tx.delete(passwordResetLinks).where(inArray(passwordResetLinks.userId, ids));
  await tx
    .update(users)
    .set({
      // Unique per account, and no address anybody can receive mail at.
      email: sql`'erased-' || ${users.id} || '@erased.invalid'`,
      // No scrypt hash looks like this: no password matches it.
      passwordHash: '!erased',
      firstName: ERASED.name,
      lastName: '',
      businessName: '',
      phone: '',
      kraPin: '',
      disabledAt: sql`coalesce(${users.disabledAt}, now())`,
      updatedAt: sql`now()`,
    })
    .where(inArray(users.id, ids));
}
