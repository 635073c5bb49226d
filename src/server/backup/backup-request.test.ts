import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { askShopForBackup, backupRequestsFolder, ShopDidNotAnswer } from './backup-request';

let dir: string;
let folder: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'backup-request-'));
  folder = path.join(dir, 'db');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const requests = () => readdirSync(backupRequestsFolder(folder));

/** A shop that answers each request the way `answer` says, once it has seen it. */
function fakeShop(answer: (dir: string) => object) {
  const timer = setInterval(() => {
    for (const name of requests().filter((n) => n.endsWith('.request'))) {
      const id = name.slice(0, -'.request'.length);
      rmSync(path.join(backupRequestsFolder(folder), name));
      writeFileSync(path.join(backupRequestsFolder(folder), `${id}.done`), JSON.stringify(answer(dir)));
    }
  }, 20);
  return () => clearInterval(timer);
}

describe('asking the running shop for a backup', () => {
  it('answers the path the shop wrote, leaving no request or answer behind', async () => {
    const stop = fakeShop((into) => ({ file: path.join(into, 'shop-backup-20261207-101500.sql.gz') }));
    try {
      const file = await askShopForBackup(folder, path.join(dir, 'backups'), { shopRuns: () => true });
      expect(file).toBe(path.join(dir, 'shop-backup-20261207-101500.sql.gz'));
      expect(requests()).toEqual([]);
    } finally {
      stop();
    }
  });

  it('passes on why the shop could not write it', async () => {
    const stop = fakeShop(() => ({ error: 'ENOSPC: no space left on device' }));
    try {
      await expect(askShopForBackup(folder, dir, { shopRuns: () => true })).rejects.toThrow(
        'The shop could not write the backup: ENOSPC: no space left on device',
      );
    } finally {
      stop();
    }
  });

  it('takes its request back from a shop that does not take it, or stops', async () => {
    await expect(askShopForBackup(folder, dir, { shopRuns: () => true, pickupMs: 200 })).rejects.toThrow(
      new ShopDidNotAnswer('it did not take the backup request within 0.2 s'),
    );
    expect(requests()).toEqual([]);
    await expect(askShopForBackup(folder, dir, { shopRuns: () => false })).rejects.toThrow(
      new ShopDidNotAnswer('it stopped before writing the backup'),
    );
    expect(requests()).toEqual([]);
  });
});
