// `npm run restore -- [--replace] FILE`: the backup restored into the database the config names,
// whole or not at all (backup/restore.ts). Replacing a database that holds shop data first writes
// a backup of what it held into BACKUP_DIR, so a restore of the wrong file can be undone.
import { writeBackup } from '../backup/dump';
import { restoreBackup } from '../backup/restore';
import type { Config } from '../config/config';
import { openToolDatabase } from './tool-database';

export interface Restored {
  /** The backup of what the database held before, when it was replaced. */
  replacedCopy: string | null;
}

export async function restoreInto(config: Config, file: string, { replace = false } = {}): Promise<Restored> {
  const database = await openToolDatabase(config, 'restore');
  let replacedCopy: string | null = null;
  await restoreBackup(database, file, {
    replace,
    beforeReplacing: async () => {
      replacedCopy = await writeBackup(database, config.backup.dir);
    },
  });
  return { replacedCopy };
}
