// The owner's documents (settings groups and content pages), each stored whole with a version that
// counts its saves. A save writes the new value, keeps it among the last HISTORY_KEPT versions,
// records the change in the activity log with before and after, and announces it to every app
// process, all in one transaction: a save either happened everywhere or nowhere.
import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { DbExecutor } from '../../db/executor';
import { shopDocuments, shopDocumentVersions } from './tables';
import { recordAudit } from '../audit';
import { announceCatalogueChange } from '../catalogue';
import { ServiceError } from '../errors';

/** The console lists and restores this many versions of each document. */
export const HISTORY_KEPT = 20;

export interface StoredDocument {
  value: unknown;
  version: number;
}

export interface DocumentVersion {
  version: number;
  value: unknown;
  savedAt: Date;
  /** The e-mail of the admin who saved it; null once that account is gone. */
  savedBy: string | null;
}

export interface SaveOptions {
  actorUserId: number | null;
  /** The audit action, e.g. 'settings.updated'. */
  action: string;
  entityType: string;
  entityId: string;
  /** The value the save replaces when nothing is stored yet: the default. */
  fallback: unknown;
  details?: Record<string, unknown>;
}

/** Every stored document with its version; keys with no row are at their defaults. */
export async function readDocuments(
  db: DbExecutor,
  keys: readonly string[],
): Promise<Map<string, StoredDocument>> {
  const rows = await db
    .select({ key: shopDocuments.key, value: shopDocuments.value, version: shopDocuments.version })
    .from(shopDocuments)
    .where(inArray(shopDocuments.key, [...keys]));
  return new Map(rows.map((row) => [row.key, { value: row.value, version: row.version }]));
}

/**
 * `key`'s stored value, storing `initial` first when nothing is stored: the first process to ask
 * makes the value and every other one, on any machine, reads that one (the shop's link key).
 */
export async function readOrStoreDocument(db: DbExecutor, key: string, initial: unknown): Promise<unknown> {
  await db.insert(shopDocuments).values({ key, value: initial, version: 1 }).onConflictDoNothing();
  const [row] = await db
    .select({ value: shopDocuments.value })
    .from(shopDocuments)
    .where(eq(shopDocuments.key, key));
  return row!.value;
}

/**
 * Stores `next` as `key`'s new version inside `tx`, given the value it replaces. Returns the new
 * version. The row is locked first, so two saves of one document queue and both reach the history.
 */
export async function saveDocument(
  tx: DbExecutor,
  key: string,
  next: unknown,
  options: SaveOptions,
): Promise<number> {
  const [locked] = await tx
    .select({ value: shopDocuments.value, version: shopDocuments.version })
    .from(shopDocuments)
    .where(eq(shopDocuments.key, key))
    .for('update');
  const before = locked ? locked.value : options.fallback;
  const version = (locked?.version ?? 0) + 1;
  await tx
    .insert(shopDocuments)
    .values({ key, value: next, version, updatedBy: options.actorUserId })
    .onConflictDoUpdate({
      target: shopDocuments.key,
      set: { value: next, version, updatedBy: options.actorUserId, updatedAt: sql`now()` },
    });
  await tx.insert(shopDocumentVersions).values({ key, version, value: next, savedBy: options.actorUserId });
  await tx
    .delete(shopDocumentVersions)
    .where(
      and(eq(shopDocumentVersions.key, key), lt(shopDocumentVersions.version, version - HISTORY_KEPT + 1)),
    );
  await recordAudit(tx, {
    actorUserId: options.actorUserId,
    action: options.action,
    entityType: options.entityType,
    entityId: options.entityId,
    before: { value: before },
    after: { value: next },
    details: { version, ...options.details },
  });
  // What shoppers see may quote the value: cached pages and reads are dropped in every process.
  await announceCatalogueChange(tx);
  return version;
}

/** The e-mails of the accounts with these ids (services/accounts); an account gone is left out. */
export type AccountEmails = (db: DbExecutor, ids: readonly number[]) => Promise<Map<number, string>>;

/** The kept versions of `key`, newest first, each with its saver's e-mail. */
export async function listVersions(
  db: Database,
  key: string,
  emailsOf: AccountEmails,
): Promise<DocumentVersion[]> {
  const rows = await db
    .select({
      version: shopDocumentVersions.version,
      value: shopDocumentVersions.value,
      savedAt: shopDocumentVersions.savedAt,
      savedBy: shopDocumentVersions.savedBy,
    })
    .from(shopDocumentVersions)
    .where(eq(shopDocumentVersions.key, key))
    .orderBy(desc(shopDocumentVersions.version))
    .limit(HISTORY_KEPT);
  const emails = await emailsOf(
    db,
    rows.flatMap((row) => (row.savedBy === null ? [] : [row.savedBy])),
  );
  return rows.map((row) => ({
    ...row,
    savedBy: row.savedBy === null ? null : (emails.get(row.savedBy) ?? null),
  }));
}

/** One kept version's value; 404 when it is not (or no longer) kept. */
export async function versionValue(db: DbExecutor, key: string, version: number): Promise<unknown> {
  const [row] = await db
    .select({ value: shopDocumentVersions.value })
    .from(shopDocumentVersions)
    .where(and(eq(shopDocumentVersions.key, key), eq(shopDocumentVersions.version, version)));
  if (!row)
    throw new ServiceError('not_found', `Version ${version} is not kept; the last ${HISTORY_KEPT} are`);
  return row.value;
}
