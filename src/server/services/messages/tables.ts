// What visitors send the shop: contact messages, newsletter sign-ups, the reseller waitlist.
import { sql } from 'drizzle-orm';
import { index, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    /** The sender's key for this message: one sent again (a phone's queue after an outage) is kept once. */
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
  },
  // The console's open messages, newest first, and their count on Today.
  (t) => [
    index('contact_messages_open_idx')
      .on(t.id)
      .where(sql`${t.handledAt} is null`),
    uniqueIndex('contact_messages_idempotency_key_idx').on(t.idempotencyKey),
  ],
);

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-cased. */
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('newsletter_subscribers_email_key').on(t.email)],
);

export const resellerWaitlist = pgTable(
  'reseller_waitlist',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-cased. */
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('reseller_waitlist_email_key').on(t.email)],
);
