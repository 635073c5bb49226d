// Filling a database from a backup, whole or not at all. The file is read through first
// (backup-check.ts), the database is checked to hold none of the shop's data (or the caller said
// to replace it), and only then is anything changed: the old schema dropped and the dump loaded in
// one transaction, which the database undoes entirely if any statement fails. The embedded
// database runs the SQL itself (pglite-load.ts); PostgreSQL gets it through psql (on the PATH), so
// a dump made by the server's own pg_dump, with its COPY blocks, loads as it would by hand.
import { spawn } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { createGunzip, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { PGlite } from '@electric-sql/pglite';
import type { DatabaseHandle } from '../db/client';
import { BackupUnreadable, checkBackupFile } from './backup-check';
import { postgresUrl } from './dump';
import { fitDump, fitDumpStream, type LineRules } from './dump-lines';
import { LoadFailed, loadDump } from './pglite-load';
import { describeHeld, shopDataHeld, shopSchemaPresent } from './shop-data';

/** Refused before anything was changed. */
export class RestoreRefused extends Error {}

/** The database refused the backup; its transaction was undone, so nothing was changed. */
export class RestoreFailed extends Error {}

export interface RestoreOptions {
  /** Replace what the database holds; without it a database holding shop data is refused. */
  replace?: boolean;
  /** Called once everything is checked, just before a database holding data is replaced. */
  beforeReplacing?: () => Promise<void>;
}

// The old schema goes in the same transaction as the new one comes: a failed restore leaves it.
const CLEAR =
  'DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;';

/** Fills `database` from the backup `file`, whole or not at all, and closes `database`. */
export async function restoreBackup(
  database: DatabaseHandle,
  file: string,
  { replace = false, beforeReplacing }: RestoreOptions = {},
): Promise<void> {
  let open = true;
  const close = async () => {
    if (open) await database.close();
    open = false;
  };
  try {
    await checkBackupFile(file).catch((error: unknown) => {
      throw error instanceof BackupUnreadable ? new RestoreRefused(error.message) : error;
    });
    const held = await shopDataHeld(database);
    if (held.length > 0 && !replace) {
      throw new RestoreRefused(
        `This database already holds shop data: ${describeHeld(held)}. Restore into an empty database, or add --replace to replace everything in it.`,
      );
    }
    const rules: LineRules = {
      knownSettings: await settingNames(database),
      withoutPsql: database.driver.kind === 'pglite',
    };
    const clearFirst = await shopSchemaPresent(database);
    if (held.length > 0) await beforeReplacing?.();
    if (database.driver.kind === 'pglite') {
      await loadIntoPglite(database.driver.client, file, rules, clearFirst);
    } else {
      const url = postgresUrl(database);
      // psql opens its own connection; this one is no longer needed.
      await close();
      await loadWithPsql(url, file, rules, clearFirst);
    }
  } finally {
    await close();
  }
}

async function settingNames(database: DatabaseHandle): Promise<Set<string>> {
  const { rows } = (await database.db.execute(sql`select name from pg_settings`)) as unknown as {
    rows: { name: string }[];
  };
  return new Set(rows.map((row) => row.name));
}

async function loadIntoPglite(client: PGlite, file: string, rules: LineRules, clearFirst: boolean) {
  // Dropped lines were kept blank, so a line number is the file's.
  const dump = fitDump(gunzipSync(await readFile(file)).toString('utf8'), rules);
  try {
    await loadDump(client, dump, clearFirst ? CLEAR : null);
  } catch (error) {
    if (!(error instanceof LoadFailed)) throw error;
    const line = error.line ? `, line ${error.line} of the backup` : '';
    throw new RestoreFailed(
      `The embedded database refused the backup (nothing was changed)${line}: ${error.message}`,
    );
  }
}

async function loadWithPsql(url: string, file: string, rules: LineRules, clearFirst: boolean) {
  const child = spawn(
    'psql',
    [
      '--quiet',
      '--no-psqlrc',
      '-v',
      'ON_ERROR_STOP=1',
      '--single-transaction',
      '--dbname',
      url,
      ...(clearFirst ? ['-c', CLEAR] : []),
      '-f',
      '-',
    ],
    { stdio: ['pipe', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve, reject) => {
    child.once('error', (error) => reject(new RestoreRefused(`psql could not start: ${error.message}`)));
    child.once('exit', resolve);
  });
  // psql stops reading at the first error: writing on then fails with EPIPE, which says nothing.
  const fed = pipeline(createReadStream(file), createGunzip(), fitDumpStream(rules), child.stdin);
  const [code, feeding] = await Promise.all([
    exited,
    fed.then(
      () => null,
      (error: unknown) => error,
    ),
  ]);
  if (code !== 0) {
    const reason = stderr.trim().replaceAll('psql:<stdin>:', `${file}, line `).slice(0, 4000);
    throw new RestoreFailed(
      `PostgreSQL refused the backup (nothing was changed): ${reason || `psql ended with exit code ${code}`}`,
    );
  }
  if (feeding) throw feeding;
}
