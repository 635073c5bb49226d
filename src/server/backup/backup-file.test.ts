import { describe, expect, it } from 'vitest';
import { backupFileName, isBackupFileName } from './backup-file';

describe('backup files', () => {
  it('are named by the UTC moment they were taken', () => {
    expect(backupFileName(new Date('2026-11-27T21:45:01.123Z'))).toBe('shop-backup-20261127-214501.sql.gz');
    expect(isBackupFileName('shop-backup-20261127-214501.sql.gz')).toBe(true);
    expect(isBackupFileName('notes.sql.gz')).toBe(false);
  });
});
