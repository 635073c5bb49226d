// Taking a backup and filling an empty database from one. The embedded database is dumped by
// PGlite's own pg_dump (WebAssembly, inside this process) and restored by running the SQL in it;
// PostgreSQL by the server's pg_dump and psql, which must be on the PATH. Either way the file is
// plain SQL, gzipped: readable, and restorable by hand with `gunzip -c FILE | psql`.
import { spawn } from 'node:child_process';
import { createReadStream, createWriteStream } from 'node:fs';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { gunzipSync, gzipSync, createGunzip, createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';
import { backupFileName } from './backup-file';
import { BACKUP_FILE_MODE, privateBackupDir } from './private-folder';
import { pgliteDump } from './pglite-dump';

export class RestoreRefused extends Error {}

/** Writes one backup of `database` into `dir` (0600 in a 0700 folder) and answers its path. */
export async function writeBackup(database: DatabaseHandle, dir: string, at = new Date()): Promise<string> {
  await privateBackupDir(dir);
  const file = path.join(dir, backupFileName(at));
  // Written aside and renamed: a half-written backup never carries a backup's name.
  const partial = `${file}.part`;
  try {
    // Made new, so the mode below is the file's: one left by a crash could be readable by others.
    await rm(partial, { force: true });
    if (database.driver.kind === 'pglite') {
      const dump = gzipSync(await pgliteDump(database.driver.client));
      await writeFile(partial, dump, { mode: BACKUP_FILE_MODE, flag: 'wx' });
    } else {
      await pgDumpTo(postgresUrl(database), partial);
    }
    await rename(partial, file);
  } finally {
    await rm(partial, { force: true });
  }
  return file;
}

function postgresUrl(database: DatabaseHandle): string {
  if (database.driver.kind !== 'postgres') throw new Error('not a PostgreSQL database');
  const { connectionString } = database.driver.pool.options as { connectionString?: string };
  if (!connectionString) throw new Error('the PostgreSQL pool has no connection string');
  return connectionString;
}

async function pgDumpTo(url: string, file: string): Promise<void> {
  const child = spawn('pg_dump', ['--no-owner', '--no-privileges', '--dbname', url], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const done = exitOf(child, 'pg_dump');
  await pipeline(
    child.stdout,
    createGzip(),
    createWriteStream(file, { mode: BACKUP_FILE_MODE, flags: 'wx' }),
  );
  await done;
}

function exitOf(child: ReturnType<typeof spawn>, name: string): Promise<void> {
  let stderr = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    child.once('error', (error) => reject(new Error(`${name} could not start: ${error.message}`)));
    child.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${name} failed (exit ${code}): ${stderr.trim().slice(0, 2000)}`)),
    );
  });
}

/** How many orders the database holds; 0 when it has no shop tables yet. */
export async function ordersHeld(database: DatabaseHandle): Promise<number> {
  const { rows } = (await database.db.execute(
    sql`select to_regclass('public.orders') is not null as present`,
  )) as unknown as { rows: { present: boolean }[] };
  if (!rows[0]?.present) return 0;
  const counted = (await database.db.execute(sql`select count(*)::int as n from orders`)) as unknown as {
    rows: { n: number }[];
  };
  return counted.rows[0]?.n ?? 0;
}

/**
 * Fills `database` from a backup. Refuses (RestoreRefused) a database that holds orders; one that
 * holds only a fresh shop's seeded catalogue is emptied first, so a new machine that started the
 * shop once can still be restored to. Closes `database`.
 */
export async function restoreBackup(database: DatabaseHandle, file: string): Promise<void> {
  let open = true;
  const close = async () => {
    if (open) await database.close();
    open = false;
  };
  try {
    const orders = await ordersHeld(database);
    if (orders > 0) {
      throw new RestoreRefused(
        `This database already holds ${orders} order${orders === 1 ? '' : 's'}. Restore into an empty database.`,
      );
    }
    await database.db.execute(sql`drop schema if exists drizzle cascade`);
    await database.db.execute(sql`drop schema public cascade`);
    await database.db.execute(sql`create schema public`);
    if (database.driver.kind === 'pglite') {
      // psql's own commands (a dump's \restrict guard) mean nothing to the server.
      const statements = gunzipSync(await readFile(file))
        .toString('utf8')
        .split('\n')
        .filter((line) => !line.startsWith('\\'))
        .join('\n');
      await database.driver.client.exec(statements);
    } else {
      // psql opens its own connection; this one is no longer needed.
      const url = postgresUrl(database);
      await close();
      await psqlFrom(url, file);
    }
  } finally {
    await close();
  }
}

async function psqlFrom(url: string, file: string): Promise<void> {
  const child = spawn(
    'psql',
    ['--quiet', '--no-psqlrc', '-v', 'ON_ERROR_STOP=1', '--single-transaction', '--dbname', url],
    {
      stdio: ['pipe', 'ignore', 'pipe'],
    },
  );
  const done = exitOf(child, 'psql');
  await pipeline(createReadStream(file), createGunzip(), child.stdin!);
  await done;
}
