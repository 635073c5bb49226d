// The activity log: who changed what, and when.
import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { users } from '../accounts/tables';

/** Who changed what, and when: every admin action and every payment decision. */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: serial('id').primaryKey(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    details: jsonb('details'),
    createdAt: createdAt(),
  },
  (t) => [
    // The history of one record in the admin console.
    index('audit_events_entity_idx').on(t.entityType, t.entityId, t.createdAt),
    // The activity log, newest first, paged through without end.
    index('audit_events_created_at_idx').on(t.createdAt, t.id),
  ],
);
