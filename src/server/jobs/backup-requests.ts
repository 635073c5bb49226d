// The shop's side of `npm run backup` on the embedded database (backup/backup-request.ts says why
// and how): every second it looks for requests beside its database folder and writes each backup
// asked for with the daily backup's code, while it keeps serving (backup/pglite-dump.ts).
import { readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { backupRequestsFolder, type BackupAnswer, type BackupRequest } from '../backup/backup-request';
import { writeBackup } from '../backup/dump';
import type { DatabaseHandle } from '../db/client';
import { runEvery, type RunningJob } from './every';

/** An answer no tool has read by then belongs to a tool that gave up waiting. */
const UNREAD_ANSWER_MS = 60 * 60 * 1000;

interface Options {
  database: DatabaseHandle;
  log: { info(details: object, message: string): void; error(details: object, message: string): void };
  everyMs?: number;
}

/** Serves backup requests for an embedded database on disk; nothing for any other database. */
export function serveBackupRequests({ database, log, everyMs = 1_000 }: Options): RunningJob {
  const folder = database.driver.kind === 'pglite' ? database.driver.folder : null;
  if (!folder) return { stop: async () => {} };
  const requests = backupRequestsFolder(folder);
  return runEvery('backup-requests', everyMs, () => answerRequests(requests, database, log), log);
}

async function answerRequests(requests: string, database: DatabaseHandle, log: Options['log']) {
  const names = await readdir(requests).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  for (const name of names.filter((n) => n.endsWith('.done'))) {
    const file = path.join(requests, name);
    const { mtimeMs } = await stat(file).catch(() => ({ mtimeMs: Date.now() }));
    if (Date.now() - mtimeMs > UNREAD_ANSWER_MS) await rm(file, { force: true });
  }
  for (const name of names.filter((n) => n.endsWith('.request')).sort()) {
    const id = name.slice(0, -'.request'.length);
    const working = path.join(requests, `${id}.working`);
    try {
      await rename(path.join(requests, name), working);
    } catch {
      continue; // taken back by the tool meanwhile
    }
    let answer: BackupAnswer;
    try {
      const { dir } = JSON.parse(await readFile(working, 'utf8')) as BackupRequest;
      if (typeof dir !== 'string' || !path.isAbsolute(dir)) throw new Error('the request names no folder');
      answer = { file: await writeBackup(database, dir) };
      log.info({ file: answer.file }, 'backup written on request');
    } catch (error) {
      answer = { error: error instanceof Error ? error.message : String(error) };
      log.error({ err: error }, 'backup on request failed');
    }
    const done = path.join(requests, `${id}.done`);
    await writeFile(`${done}.part`, JSON.stringify(answer), { mode: 0o600 });
    await rename(`${done}.part`, done);
    await rm(working, { force: true });
  }
}
