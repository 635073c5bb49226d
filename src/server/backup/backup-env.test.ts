import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config';

const POSTGRES = 'postgres://shop@db.internal:5432/shop';

describe('the daily backup settings', () => {
  it('take a backup daily with the embedded database and keep seven, into DATA_DIR/backups', () => {
    expect(loadConfig({ NODE_ENV: 'test', DATA_DIR: '/srv/shop' }).backup).toEqual({
      dir: path.resolve('/srv/shop/backups'),
      daily: true,
      keep: 7,
    });
  });

  it('are off by default on PostgreSQL, where WAL archiving may serve instead', () => {
    expect(loadConfig({ NODE_ENV: 'test', DATABASE_URL: POSTGRES }).backup.daily).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', DATABASE_URL: POSTGRES, BACKUP_DAILY: 'true' }).backup.daily).toBe(
      true,
    );
    expect(loadConfig({ NODE_ENV: 'test', BACKUP_DAILY: 'false' }).backup.daily).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', BACKUP_DAILY: '' }).backup.daily).toBe(true);
  });

  it('keep BACKUP_KEEP backups and write into BACKUP_DIR', () => {
    expect(
      loadConfig({ NODE_ENV: 'test', BACKUP_KEEP: '30', BACKUP_DIR: '/mnt/backups/shop' }).backup,
    ).toMatchObject({ dir: path.resolve('/mnt/backups/shop'), keep: 30 });
  });

  it.each(['maybe', '2'])('refuse BACKUP_DAILY=%s, naming it', (value) => {
    expect(() => loadConfig({ NODE_ENV: 'test', BACKUP_DAILY: value })).toThrow(
      `BACKUP_DAILY must be true or false (got "${value}")`,
    );
  });

  it.each(['0', '-1', '2.5', 'all', '1001'])('refuse BACKUP_KEEP=%s, naming it', (value) => {
    expect(() => loadConfig({ NODE_ENV: 'test', BACKUP_KEEP: value })).toThrow(
      `BACKUP_KEEP must be a whole number from 1 to 1000 (got "${value}")`,
    );
  });
});
