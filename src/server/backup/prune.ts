// The daily job keeps the newest backups in BACKUP_DIR and deletes the older ones. Only files named
// as the shop names its backups are counted or deleted: whatever else the folder holds (an
// operator's notes, a copy renamed by hand, a half-written `.part`) is left alone.
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { compareBackupNames, isBackupFileName } from './backup-file';

/** Deletes all but the newest `keep` backups in `dir`; answers the paths it deleted, oldest first. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const backups = entries
    .filter((entry) => entry.isFile() && isBackupFileName(entry.name))
    .map((entry) => entry.name)
    .sort(compareBackupNames);
  const old = backups.slice(0, Math.max(0, backups.length - keep)).map((name) => path.join(dir, name));
  for (const file of old) await rm(file, { force: true });
  return old;
}
