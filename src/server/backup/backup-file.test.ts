import { describe, expect, it } from 'vitest';
import { backupFileName, compareBackupNames, isBackupFileName } from './backup-file';

describe('backup files', () => {
  it('are named by the UTC moment they were taken', () => {
    expect(backupFileName(new Date('2026-11-27T21:45:01.123Z'))).toBe('shop-backup-20261127-214501.sql.gz');
    expect(isBackupFileName('shop-backup-20261127-214501.sql.gz')).toBe(true);
    expect(isBackupFileName('notes.sql.gz')).toBe(false);
  });

  it('sort oldest first, a second backup of the same second after the first', () => {
    const names = [
      'shop-backup-20261128-020000.sql.gz',
      'shop-backup-20261127-020000-2.sql.gz',
      'shop-backup-20261127-020000.sql.gz',
      'shop-backup-20251231-235959.sql.gz',
    ];
    expect([...names].sort(compareBackupNames)).toEqual([
      'shop-backup-20251231-235959.sql.gz',
      'shop-backup-20261127-020000.sql.gz',
      'shop-backup-20261127-020000-2.sql.gz',
      'shop-backup-20261128-020000.sql.gz',
    ]);
  });
});
