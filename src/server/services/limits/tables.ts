// Rate-limit windows counted in the database, so a limit holds across every app process.
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Rate-limit and throttle counters, one row per key and window. Kept in the database so every app
 * process counts against one limit (DESIGN.md §8); the migration makes the table UNLOGGED, since a
 * crash that forgets the counts only resets the windows.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  // The sweep deletes windows that have ended.
  (t) => [index('rate_limit_counters_window_ends_at_idx').on(t.windowEndsAt)],
);
