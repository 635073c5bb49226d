import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FolderLocked, lockFileOf, lockFolder, readLock, type LockHolder } from './folder-lock';
import { processStartTicks } from './process-start';

let dir: string;
let folder: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'folder-lock-'));
  folder = path.join(dir, 'db');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A process id that no process has now: one that has just ended. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

function writeLock(holder: Partial<LockHolder>) {
  const lock: LockHolder = {
    holder: 'npm run backup',
    pid: process.pid,
    host: hostname(),
    startedAt: new Date().toISOString(),
    startTicks: processStartTicks(process.pid) ?? '',
    token: 'theirs',
    ...holder,
  };
  writeFileSync(lockFileOf(folder), JSON.stringify(lock));
}

describe('the embedded database folder lock', () => {
  it('names its holder in a file beside the folder, written by its user only, gone once released', () => {
    const lock = lockFolder(folder, 'the shop');
    expect(lock.file).toBe(`${folder}.lock`);
    expect(readLock(lock.file)).toMatchObject({ holder: 'the shop', pid: process.pid, host: hostname() });
    expect(statSync(lock.file).mode & 0o777).toBe(0o644);
    expect(lock.tookOverFrom).toBeNull();
    lock.release();
    expect(existsSync(lock.file)).toBe(false);
  });

  it('refuses a second opener while the holder runs, naming it', () => {
    const first = lockFolder(folder, 'the shop');
    try {
      expect(() => lockFolder(folder, 'npm run db:migrate')).toThrow(FolderLocked);
      try {
        lockFolder(folder, 'npm run db:migrate');
      } catch (error) {
        expect((error as FolderLocked).by).toMatchObject({ holder: 'the shop', pid: process.pid });
      }
    } finally {
      first.release();
    }
    lockFolder(folder, 'npm run db:migrate').release();
  });

  it('takes over a lock whose process is gone, or whose id now belongs to a later process', () => {
    writeLock({ pid: deadPid(), holder: 'the shop' });
    const afterCrash = lockFolder(folder, 'npm run backup');
    expect(afterCrash.tookOverFrom).toMatchObject({ holder: 'the shop' });
    afterCrash.release();

    // This process's id, but started at another moment: the id was given out again.
    if (processStartTicks(process.pid) !== null) {
      writeLock({ startTicks: '1' });
      const reused = lockFolder(folder, 'npm run backup');
      expect(reused.tookOverFrom).toMatchObject({ startTicks: '1' });
      reused.release();
    }

    writeFileSync(lockFileOf(folder), 'not a lock');
    const overJunk = lockFolder(folder, 'npm run backup');
    expect(readLock(overJunk.file)).toMatchObject({ holder: 'npm run backup' });
    overJunk.release();
  });

  it('counts a lock from another machine as held: its process cannot be looked at from here', () => {
    writeLock({ host: 'another-machine', pid: deadPid() });
    expect(() => lockFolder(folder, 'npm run backup')).toThrow(FolderLocked);
    expect(readLock(lockFileOf(folder))).toMatchObject({ host: 'another-machine' });
  });

  it('leaves alone a lock taken over from it meanwhile', () => {
    const lock = lockFolder(folder, 'the shop');
    writeLock({ token: 'the next holder' });
    lock.release();
    expect(JSON.parse(readFileSync(lock.file, 'utf8'))).toMatchObject({ token: 'the next holder' });
  });
});
