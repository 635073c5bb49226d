// One process at a time on an embedded database's folder. PGlite keeps the whole database in the
// memory of the process that opened it and writes its pages back when it likes: a second process
// on the same folder (a command-line tool beside the running shop) writes over the first one's
// pages, and the next start fails ("RuntimeError: Aborted()"). PGlite takes no lock of its own, so
// the opener writes a lock file beside the folder naming itself.
//
// The file survives a crash (kill -9, a power cut): a lock whose process is gone is stale, and the
// next opener takes it over. The file appears whole or not at all (written aside, then hard-linked
// into place, which fails if one is there), so a reader never sees half of it.
import { randomBytes } from 'node:crypto';
import { linkSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { processStartTicks } from './process-start';

/** The holder named by the shop's own processes. */
export const SHOP_HOLDER = 'the shop';

export interface LockHolder {
  /** Who holds it, in words: "the shop", "npm run backup". */
  holder: string;
  pid: number;
  host: string;
  /** When the holding process started (ISO 8601), for people. */
  startedAt: string;
  /** The same as the kernel counts it (process-start.ts), for telling a reused process id; '' unknown. */
  startTicks: string;
  /** Tells one holding of the lock from another by the same process. */
  token: string;
}

/** The folder is held by a live process (possibly on another machine sharing the disk). */
export class FolderLocked extends Error {
  constructor(
    readonly file: string,
    readonly by: LockHolder,
  ) {
    super(`${by.holder} (process ${by.pid} on ${by.host}) is using the database; lock file ${file}`);
  }
}

export interface FolderLock {
  file: string;
  /** Set when a lock left by a process that is gone was taken over. */
  tookOverFrom: LockHolder | null;
  release(): void;
}

/** The lock file of the embedded database in `folder`: beside it, in DATA_DIR. */
export function lockFileOf(folder: string): string {
  return `${folder}.lock`;
}

const held = new Set<string>();
let exitHookSet = false;

/** Takes the lock of `folder` for this process, or throws FolderLocked naming its holder. */
export function lockFolder(folder: string, holder: string): FolderLock {
  const file = lockFileOf(folder);
  const mine: LockHolder = {
    holder,
    pid: process.pid,
    host: hostname(),
    startedAt: new Date(Date.now() - process.uptime() * 1000).toISOString(),
    startTicks: processStartTicks(process.pid) ?? '',
    token: randomBytes(8).toString('hex'),
  };
  const text = `${JSON.stringify(mine, null, 2)}\n`;
  let tookOverFrom: LockHolder | null = null;
  // A few rounds: another opener may take over the same stale lock at the same moment.
  for (let round = 0; round < 5; round++) {
    if (placeFile(file, text)) {
      held.add(file);
      setExitHook();
      return { file, tookOverFrom, release: () => release(file, mine.token) };
    }
    const current = readLock(file);
    if (current === undefined) continue; // gone since: try again
    if (current && isAlive(current)) throw new FolderLocked(file, current);
    if (takeAway(file, current)) tookOverFrom = current ?? tookOverFrom;
  }
  const current = readLock(file);
  throw new FolderLocked(file, current ?? unknownHolder());
}

/** The lock's holder as written; null for a file that is no lock (junk), undefined when absent. */
export function readLock(file: string): LockHolder | null | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    const parsed = JSON.parse(text) as Partial<LockHolder>;
    if (typeof parsed.pid !== 'number' || typeof parsed.host !== 'string') return null;
    return {
      holder: String(parsed.holder ?? 'another process'),
      pid: parsed.pid,
      host: parsed.host,
      startedAt: String(parsed.startedAt ?? ''),
      startTicks: String(parsed.startTicks ?? ''),
      token: String(parsed.token ?? ''),
    };
  } catch {
    return null;
  }
}

/**
 * Whether the lock's process still runs. A lock from another machine (a shared disk) cannot be
 * checked from here, so it counts as live. A process id the system has since given to another
 * process is told apart by its start time where the system says it (Linux).
 */
export function isAlive(lock: LockHolder): boolean {
  if (lock.host !== hostname()) return true;
  try {
    process.kill(lock.pid, 0);
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  const ticks = processStartTicks(lock.pid);
  return !ticks || !lock.startTicks || ticks === lock.startTicks;
}

function placeFile(file: string, text: string): boolean {
  const aside = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  // Readable by all: it holds no secret, and a shop running as another user than a tool (root) must
  // be able to read who holds it.
  writeFileSync(aside, text, { mode: 0o644 });
  try {
    linkSync(aside, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    rmSync(aside, { force: true });
  }
}

/**
 * Moves a stale lock out of the way. Two openers may both find it stale; the second's move could
 * catch the first's new lock instead, so what was moved is checked and put back if it is not the
 * stale one.
 */
function takeAway(file: string, stale: LockHolder | null): boolean {
  const moved = `${file}.stale.${process.pid}.${randomBytes(4).toString('hex')}`;
  try {
    renameSync(file, moved);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
  const caught = readLock(moved);
  const wasStale = stale ? caught?.token === stale.token && caught.pid === stale.pid : caught === null;
  if (!wasStale) {
    try {
      linkSync(moved, file);
    } catch {
      // A third opener placed its own meanwhile; it holds the folder.
    }
  }
  rmSync(moved, { force: true });
  return wasStale;
}

function release(file: string, token: string): void {
  if (!held.delete(file)) return;
  // Only our own: a lock taken over after we were thought dead belongs to its new holder.
  if (readLock(file)?.token === token) rmSync(file, { force: true });
}

function setExitHook() {
  if (exitHookSet) return;
  exitHookSet = true;
  // A process that exits without closing its database (process.exit after an error) leaves no lock.
  process.on('exit', () => {
    for (const file of held) {
      const lock = readLock(file);
      if (lock?.pid === process.pid) rmSync(file, { force: true });
    }
  });
}

function unknownHolder(): LockHolder {
  return { holder: 'another process', pid: 0, host: hostname(), startedAt: '', startTicks: '', token: '' };
}
