// The text messages sent and their delivery reports (mails live in the outbox folder).
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { SMS_STATES, type SmsState } from '../../../core/sms-states';
import { sqlList, createdAt, updatedAt } from '../../db/columns';
import { orders } from '../orders/tables';

/**
 * Text messages to customers and to the shop, one per event (`key`, like a mail job's), with
 * Africa's Talking's message id and the delivery report it later posts.
 */
export const smsMessages = pgTable(
  'sms_messages',
  {
    id: serial('id').primaryKey(),
    /** What caused it, e.g. `order-event:12:customer`: one event is one message. */
    key: text('key').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    recipient: text('recipient').$type<'customer' | 'shop'>().notNull(),
    to: text('to').notNull(),
    message: text('message').notNull(),
    state: text('state').$type<SmsState>().notNull().default('queued'),
    providerMessageId: text('provider_message_id'),
    /** Africa's Talking's status: first from the send answer, then from delivery reports. */
    deliveryStatus: text('delivery_status'),
    failureReason: text('failure_reason'),
    cost: text('cost'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    reportedAt: timestamp('reported_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('sms_messages_key_key').on(t.key),
    uniqueIndex('sms_messages_provider_message_id_key').on(t.providerMessageId),
    // An order's messages in its history.
    index('sms_messages_order_id_idx').on(t.orderId, t.createdAt),
    check('sms_messages_state_known', sql`${t.state} in (${sqlList(SMS_STATES)})`),
    check('sms_messages_recipient_known', sql`${t.recipient} in ('customer', 'shop')`),
  ],
);
