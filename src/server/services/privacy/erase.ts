// Erasing one customer (Kenya Data Protection Act 2019, s. 40): the personal fields of every row
// that holds them are overwritten, while what the books need stays (amounts, dates, statuses,
// order lines, M-Pesa receipts): KRA asks a trader to keep records of sales for five years.
//
// One transaction: the customer's orders are locked first (payments settle under the same lock),
// then everything is checked and changed, or nothing is. Idempotent: erased rows no longer match
// the e-mail or phone, so erasing again finds nothing and changes nothing.
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { ERASED } from '../../../core/erased-customer';
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
  resellerWaitlist,
  sessions,
  signInLinks,
  smsMessages,
  users,
} from '../../db/schema';
import { unmatchedFrom } from '../mpesa';
import {
  belongsTo,
  messagesOf,
  orNone,
  ordersOf,
  payerPhonesOf,
  resellerIds,
  textsOf,
} from './customer-rows';
import { refuseUnsettled } from './money-unsettled';

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
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      email: orders.customerEmail,
      phone: orders.customerPhone,
      status: orders.status,
    })
    .from(orders)
    .where(ordersOf(key, resellers))
    .orderBy(orders.id)
    .for('update');
  const ids = found.map((order) => order.id);
  const payerPhones = payerPhonesOf(
    key,
    found.map((order) => order.phone),
  );
  // By id from here: a payment arriving meanwhile is not checked, so it is not erased either.
  const unmatched = await tx
    .select({ id: mpesaC2bPayments.id })
    .from(mpesaC2bPayments)
    .where(unmatchedFrom(payerPhones));
  const unmatchedIds = unmatched.map((payment) => payment.id);
  await refuseUnsettled(tx, { orders: found, unmatchedPaybillIds: unmatchedIds, payerPhones });

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
  if (unmatchedIds.length > 0) {
    // What the payer typed as the account number may be their name or phone.
    const lost = await tx
      .update(mpesaC2bPayments)
      .set({ msisdn: '', payerName: '', billRefNumber: ERASED.text, raw: sql`'{}'::jsonb` })
      .where(inArray(mpesaC2bPayments.id, unmatchedIds))
      .returning({ id: mpesaC2bPayments.id });
    payments += lost.length;
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
