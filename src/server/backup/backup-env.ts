// Where `npm run backup` writes. Merged into the config schema by config.ts.
import path from 'node:path';
import { z } from 'zod';

export const backupEnvShape = {
  // Default DATA_DIR/backups.
  BACKUP_DIR: z.string().min(1).optional(),
};

type BackupEnv = z.output<z.ZodObject<typeof backupEnvShape>>;

export function toBackupConfig(env: BackupEnv, dataDir: string) {
  return { dir: env.BACKUP_DIR ? path.resolve(env.BACKUP_DIR) : path.join(dataDir, 'backups') };
}
