// `npm run backup` beside a running shop on the embedded database: only the shop's process may
// open the database (db/folder-lock.ts), so the tool asks the shop to write the backup, the same
// way as the daily one, and waits for its answer. The request is a file in a folder beside the
// database that only the shop's user may write (0700): whoever can drop a request there could
// read the database files anyway. No port is opened for it.
//
//   ID.request  the tool's request: { dir } (where to write)      tool writes, shop renames it to
//   ID.working  the shop is writing the backup                     shop removes it when done
//   ID.done     the answer: { file } or { error }                  shop writes, tool reads and removes
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface BackupRequest {
  dir: string;
}

export type BackupAnswer = { file: string } | { error: string };

/** The requests folder of the embedded database in `folder`: beside it, in DATA_DIR. */
export function backupRequestsFolder(folder: string): string {
  return `${folder}.backup-requests`;
}

/** The shop did not take the request, or stopped before answering it. */
export class ShopDidNotAnswer extends Error {}

export interface AskOptions {
  /** How long the shop has to take the request (it looks every second). */
  pickupMs?: number;
  /** How long the backup may take once taken. */
  finishMs?: number;
  /** Whether the shop still runs; checked while waiting. */
  shopRuns: () => boolean;
}

/** Asks the shop holding `folder` to write a backup into `dir`; answers the backup's path. */
export async function askShopForBackup(
  folder: string,
  dir: string,
  { pickupMs = 15_000, finishMs = 10 * 60_000, shopRuns }: AskOptions,
): Promise<string> {
  const requests = backupRequestsFolder(folder);
  await mkdir(requests, { recursive: true, mode: 0o700 });
  const id = `${Date.now()}-${randomBytes(6).toString('hex')}`;
  const request = path.join(requests, `${id}.request`);
  const done = path.join(requests, `${id}.done`);
  const body: BackupRequest = { dir: path.resolve(dir) };
  await writeFile(`${request}.part`, JSON.stringify(body), { mode: 0o600 });
  await rename(`${request}.part`, request);
  const started = Date.now();
  for (;;) {
    const answer = await readAnswer(done);
    if (answer) {
      await rm(done, { force: true });
      if ('error' in answer) throw new Error(`The shop could not write the backup: ${answer.error}`);
      return answer.file;
    }
    const waited = Date.now() - started;
    if (waited > pickupMs && (await withdraw(request))) {
      throw new ShopDidNotAnswer(`it did not take the backup request within ${pickupMs / 1000} s`);
    }
    if (!shopRuns()) {
      await withdraw(request);
      // It may have answered just before stopping.
      const last = await readAnswer(done);
      if (last && 'file' in last) return last.file;
      throw new ShopDidNotAnswer('it stopped before writing the backup');
    }
    if (waited > finishMs)
      throw new ShopDidNotAnswer(`it did not finish the backup within ${finishMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function readAnswer(file: string): Promise<BackupAnswer | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as BackupAnswer;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Takes a request back unless the shop has taken it already; true when it was taken back. */
async function withdraw(request: string): Promise<boolean> {
  try {
    await rm(request);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}
