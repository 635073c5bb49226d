// What the eTIMS simulator keeps, so every app process's simulator is one control unit.
import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../../db/columns';

/**
 * What the eTIMS simulator (integrations/etims/simulator/) has accepted: devices, items and
 * receipts, kept in the database so that every app process's simulator is one control unit and a
 * restart forgets nothing. Empty outside simulated mode.
 */
export const etimsSimRecords = pgTable(
  'etims_sim_records',
  {
    kind: text('kind').notNull(),
    tin: text('tin').notNull(),
    branchId: text('branch_id').notNull(),
    /** The device serial, item code or invoice number. */
    key: text('key').notNull(),
    /** A receipt's invoice number, to find the last one. */
    sequence: integer('sequence'),
    request: jsonb('request').notNull(),
    answer: jsonb('answer').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.tin, t.branchId, t.key] }),
    // The last receipt of a branch (the next must follow it).
    index('etims_sim_records_sequence_idx').on(t.kind, t.tin, t.branchId, t.sequence),
  ],
);
