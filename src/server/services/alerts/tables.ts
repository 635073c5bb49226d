// Failures that kept happening, as incidents the owner is told of once.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ALERT_CHANNELS, type AlertChannel } from '../../../core/failure-alerts';
import { sqlList } from '../../db/columns';

/**
 * A channel that keeps failing (services/alerts): mails, texts, eTIMS or M-Pesa prompts. It stays
 * open until the channel works again; the owner is told once, by the check that opened it.
 */
export const alertIncidents = pgTable(
  'alert_incidents',
  {
    id: serial('id').primaryKey(),
    channel: text('channel').$type<AlertChannel>().notNull(),
    /** Failures in the window when it opened, then as each check while it is open counted them. */
    failures: integer('failures').notNull(),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    // One open incident a channel: of the processes that check at once, one opens it and tells.
    uniqueIndex('alert_incidents_open_key')
      .on(t.channel)
      .where(sql`${t.resolvedAt} is null`),
    // A channel's last resolved incident: the failures before it are not counted again.
    index('alert_incidents_channel_resolved_idx').on(t.channel, t.resolvedAt),
    check('alert_incidents_channel_known', sql`${t.channel} in (${sqlList(ALERT_CHANNELS)})`),
  ],
);
