// A backup is one gzip file of plain SQL: the whole database, uploaded pictures included (they are
// rows of uploaded_images). Named by the moment it was taken, so a folder of them sorts by age.
import path from 'node:path';

export const BACKUP_SUFFIX = '.sql.gz';
const BACKUP_NAME = /^shop-backup-(\d{8}-\d{6})(?:-(\d+))?\.sql\.gz$/;

/** `shop-backup-20261127-214501.sql.gz`, in UTC. */
export function backupFileName(at: Date): string {
  const stamp = at.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `shop-backup-${stamp}${BACKUP_SUFFIX}`;
}

export function isBackupFileName(name: string): boolean {
  return BACKUP_NAME.test(path.basename(name));
}

/**
 * Orders backup file names oldest first: by the moment in the name, then by the number a second
 * backup of the same second carries (`-2` sorts after none, which plain string order would not).
 */
export function compareBackupNames(a: string, b: string): number {
  const [, aStamp = '', aCount = '1'] = BACKUP_NAME.exec(path.basename(a)) ?? [];
  const [, bStamp = '', bCount = '1'] = BACKUP_NAME.exec(path.basename(b)) ?? [];
  return aStamp === bStamp ? Number(aCount) - Number(bCount) : aStamp < bStamp ? -1 : 1;
}
