// Where backups go and the daily backup job. Merged into the config schema by config.ts.
import path from 'node:path';
import { z } from 'zod';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

export const backupEnvShape = {
  // Default DATA_DIR/backups.
  BACKUP_DIR: z.string().min(1).optional(),
  // Unset: on with the embedded database (its data folder is the whole shop, on one disk), off on
  // PostgreSQL, whose operator may prefer WAL archiving (docs/operations.md).
  BACKUP_DAILY: z.preprocess(emptyAsUndefined, z.stringbool({ error: 'must be true or false' }).optional()),
  // The daily job deletes the oldest backups in BACKUP_DIR beyond this many.
  BACKUP_KEEP: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: 'must be a whole number from 1 to 1000' })
      .int('must be a whole number from 1 to 1000')
      .min(1, 'must be a whole number from 1 to 1000')
      .max(1000, 'must be a whole number from 1 to 1000')
      .default(7),
  ),
};

type BackupEnv = z.output<z.ZodObject<typeof backupEnvShape>> & { DATABASE_URL?: string };

export function toBackupConfig(env: BackupEnv, dataDir: string) {
  return {
    dir: env.BACKUP_DIR ? path.resolve(env.BACKUP_DIR) : path.join(dataDir, 'backups'),
    /** Whether the app takes a backup once a day (jobs/daily-backup.ts). */
    daily: env.BACKUP_DAILY ?? !env.DATABASE_URL,
    /** Backups the daily job keeps in `dir`, the newest. */
    keep: env.BACKUP_KEEP,
  };
}

export type BackupConfig = ReturnType<typeof toBackupConfig>;
