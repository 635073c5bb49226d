// M-Pesa's tables: prompts (STK push) and their failures, Paybill (C2B) payments, refunds (B2C
// reversals) and the reminders to pay an unpaid prompt order.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { C2B_PAYMENT_STATUSES, type C2bPaymentStatus } from '../../../core/c2b-statuses';
import { PAYMENT_STATUSES, type PaymentStatus } from '../../../core/payment-statuses';
import type { StoredRestockItem } from '../../../core/refund-schema';
import { REFUND_STATES, type RefundState } from '../../../core/refund-states';
import { sqlList, createdAt, updatedAt } from '../../db/columns';
import { users } from '../accounts/tables';
import { orders } from '../orders/tables';

/**
 * The one reminder an unpaid M-Pesa order gets after its prompt failed, was cancelled or timed out
 * (stk/payment-reminders.ts). The primary key makes it once per order whichever process sends
 * it; an order reminded and later paid is one won back (the Insight page counts them).
 */
export const paymentReminders = pgTable(
  'payment_reminders',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Daraja's ResultCode of the order's last failed prompt (1032 cancelled, 1037 unreachable...). */
    resultCode: integer('result_code'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The Insight page's period is of reminders sent.
  (t) => [index('payment_reminders_sent_at_idx').on(t.sentAt)],
);

export const mpesaPayments = pgTable(
  'mpesa_payments',
  {
    id: serial('id').primaryKey(),
    checkoutRequestId: text('checkout_request_id').notNull(),
    merchantRequestId: text('merchant_request_id'),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').$type<PaymentStatus>().notNull().default('pending'),
    resultCode: integer('result_code'),
    resultDesc: text('result_desc'),
    receiptNumber: text('receipt_number'),
    rawCallback: jsonb('raw_callback'),
    /**
     * The OriginatorConversationID of the Transaction Status query sent for a payment whose callback
     * never came; its result, posted to the shop's result URL, is matched back by it.
     */
    statusQueryId: text('status_query_id'),
    statusQueriedAt: timestamp('status_queried_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Callbacks and status queries arrive by CheckoutRequestID; unique makes them idempotent.
    uniqueIndex('mpesa_payments_checkout_request_id_key').on(t.checkoutRequestId),
    // One receipt confirms at most one payment.
    uniqueIndex('mpesa_payments_receipt_number_key').on(t.receiptNumber),
    // The payments of one order, for retries and the admin view.
    index('mpesa_payments_order_id_idx').on(t.orderId),
    check('mpesa_payments_status_known', sql`${t.status} in (${sqlList(PAYMENT_STATUSES)})`),
    uniqueIndex('mpesa_payments_status_query_id_key').on(t.statusQueryId),
    // Reconciliation looks for payments still pending after a while.
    index('mpesa_payments_status_created_idx').on(t.status, t.createdAt),
  ],
);

/**
 * Money paid by Paybill (Daraja C2B): one row per M-Pesa transaction, as the confirmation reported
 * it. `bill_ref_number` is the account number the payer typed, which should be an order number.
 */
export const mpesaC2bPayments = pgTable(
  'mpesa_c2b_payments',
  {
    id: serial('id').primaryKey(),
    /** M-Pesa's receipt (TransID): a repeated confirmation is the same payment. */
    transId: text('trans_id').notNull(),
    transTime: text('trans_time').notNull(),
    transactionType: text('transaction_type').notNull(),
    shortcode: text('shortcode').notNull(),
    billRefNumber: text('bill_ref_number').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** As Daraja sends it; recent APIs mask or hash the payer's number. */
    msisdn: text('msisdn').notNull(),
    payerName: text('payer_name').notNull().default(''),
    status: text('status').$type<C2bPaymentStatus>().notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** The part of the amount the order did not need (paid over, or after it closed): to refund. */
    excessCents: integer('excess_cents').notNull().default(0),
    /** The staff member who assigned an unmatched payment to its order. */
    assignedByUserId: integer('assigned_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    raw: jsonb('raw').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('mpesa_c2b_payments_trans_id_key').on(t.transId),
    // The payments of one order, to sum what it has been paid.
    index('mpesa_c2b_payments_order_id_idx').on(t.orderId),
    // The console's unmatched list, newest first.
    index('mpesa_c2b_payments_status_created_idx').on(t.status, t.createdAt),
    check('mpesa_c2b_payments_status_known', sql`${t.status} in (${sqlList(C2B_PAYMENT_STATUSES)})`),
    check('mpesa_c2b_payments_amount_positive', sql`${t.amountCents} > 0`),
    check(
      'mpesa_c2b_payments_excess_in_amount',
      sql`${t.excessCents} >= 0 and ${t.excessCents} <= ${t.amountCents}`,
    ),
    check('mpesa_c2b_payments_matched_has_order', sql`${t.status} = 'unmatched' or ${t.orderId} is not null`),
  ],
);

/**
 * Money sent back to a payer by Daraja Transaction Reversal: of an M-Pesa prompt payment or of a
 * Paybill payment (exactly one of the two), in full or in part.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    // A refund is a record of money moved: what it refers to cannot be deleted under it.
    orderId: integer('order_id').references(() => orders.id),
    mpesaPaymentId: integer('mpesa_payment_id').references(() => mpesaPayments.id),
    c2bPaymentId: integer('c2b_payment_id').references(() => mpesaC2bPayments.id),
    /** The M-Pesa receipt being reversed. */
    transactionId: text('transaction_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    /** Units of the order are to go back in stock once the refund succeeds (`restock_items`). */
    restock: boolean('restock').notNull().default(false),
    /**
     * The units the owner said came back, per size, to put back in stock on success; what did
     * go back (never more than was still out by then) is in `stock_returns`.
     */
    restockItems: jsonb('restock_items')
      .$type<StoredRestockItem[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    state: text('state').$type<RefundState>().notNull().default('pending'),
    /** Daraja's ids for the reversal request; its result and timeout are matched back by them. */
    originatorConversationId: text('originator_conversation_id'),
    conversationId: text('conversation_id'),
    resultCode: text('result_code'),
    resultDesc: text('result_desc'),
    /** The reversal's own M-Pesa receipt, from its result. */
    reversalTransactionId: text('reversal_transaction_id'),
    requestedByUserId: integer('requested_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('refunds_originator_conversation_id_key').on(t.originatorConversationId),
    uniqueIndex('refunds_conversation_id_key').on(t.conversationId),
    index('refunds_order_id_idx').on(t.orderId, t.createdAt),
    check('refunds_state_known', sql`${t.state} in (${sqlList(REFUND_STATES)})`),
    check('refunds_amount_positive', sql`${t.amountCents} > 0`),
    check('refunds_one_payment', sql`(${t.mpesaPaymentId} is null) <> (${t.c2bPaymentId} is null)`),
    index('refunds_mpesa_payment_id_idx').on(t.mpesaPaymentId),
    index('refunds_c2b_payment_id_idx').on(t.c2bPaymentId),
  ],
);

/**
 * M-Pesa prompts Daraja refused or could not be reached for, counted by the alerts; the reservation
 * of such a prompt is deleted (stk/push.ts), so nothing else remembers them. No order or phone.
 */
export const mpesaPromptFailures = pgTable(
  'mpesa_prompt_failures',
  {
    id: serial('id').primaryKey(),
    /** Daraja's errorCode (`404.001.03`), or `unavailable` when Daraja could not be reached. */
    errorCode: text('error_code').notNull(),
    createdAt: createdAt(),
  },
  // The alerts count the last hour's; the sweep deletes old ones.
  (t) => [index('mpesa_prompt_failures_created_at_idx').on(t.createdAt)],
);
