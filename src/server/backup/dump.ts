// Taking a backup. The embedded database is dumped by PGlite's own pg_dump (WebAssembly, inside
// this process), PostgreSQL by the server's pg_dump, which must be on the PATH. Either way the file
// is plain SQL, gzipped: readable, and restored by restore.ts (or by hand with psql).
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { gzipSync, createGzip } from 'node:zlib';
import type { DatabaseHandle } from '../db/client';
import { backupFileName } from './backup-file';
import { BACKUP_FILE_MODE, privateBackupDir } from './private-folder';
import { pgliteDump } from './pglite-dump';

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

export function postgresUrl(database: DatabaseHandle): string {
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
  // Its own failure is the one to report (below), not the broken pipe it leaves.
  done.catch(() => {});
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
