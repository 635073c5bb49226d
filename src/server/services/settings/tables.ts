// The owner's settings and pages as versioned documents (the content domain stores its pages here).
import { integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { updatedAt } from '../../db/columns';
import { users } from '../accounts/tables';

/**
 * What the owner edits in the console: a settings group ('settings.delivery') or a content page
 * ('content.faq'), stored as its validated JSON. A key with no row reads as its default, so a
 * fresh shop holds none. `version` counts saves; a save names the version it edited.
 */
export const shopDocuments = pgTable('shop_documents', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  version: integer('version').notNull(),
  updatedAt: updatedAt(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/** Each save of a shop document as it was saved: the console lists and restores the latest ones. */
export const shopDocumentVersions = pgTable(
  'shop_document_versions',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    version: integer('version').notNull(),
    value: jsonb('value').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
    savedBy: integer('saved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('shop_document_versions_key_version_key').on(t.key, t.version)],
);
