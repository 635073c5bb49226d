// A backup holds every customer's name, phone and address and the console's password hashes: only
// the user the shop runs as may read it (0600), in a folder only that user may open (0700). A
// folder made before backups were kept private (0755), or by hand, is tightened at the next backup,
// so the older files in it are out of others' reach too.
import { chmod, mkdir, stat } from 'node:fs/promises';

export const BACKUP_FILE_MODE = 0o600;
const BACKUP_DIR_MODE = 0o700;

/** Makes `dir` (and missing parents) 0700, or takes group and others' rights off an existing one. */
export async function privateBackupDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: BACKUP_DIR_MODE });
  const { mode } = await stat(dir);
  if ((mode & 0o077) === 0) return;
  try {
    await chmod(dir, mode & BACKUP_DIR_MODE);
  } catch (error) {
    // A folder of another user's (a shared mount) cannot be changed: the files in it are still
    // 0600, so a backup is written rather than none.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') throw error;
  }
}
