// The daily backup (BACKUP_DAILY; on by default with the embedded database): once a day across all
// app processes (jobs/periodic.ts), the same backup as `npm run backup` is written into BACKUP_DIR,
// then the oldest backups beyond BACKUP_KEEP are deleted. A backup that fails deletes nothing: the
// failure is logged (jobs/every.ts) and the next day's run tries again; the shop runs on.
// With the embedded database the dump is taken inside this process, from the live database
// (backup/pglite-dump.ts says why that is consistent).
import { stat } from 'node:fs/promises';
import type { BackupConfig } from '../backup/backup-env';
import { writeBackup } from '../backup/dump';
import { pruneBackups } from '../backup/prune';
import type { DatabaseHandle } from '../db/client';
import type { PeriodicJob } from './periodic';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface DailyBackupOptions {
  database: DatabaseHandle;
  backup: Pick<BackupConfig, 'dir' | 'keep'>;
  log: { info(details: object, message: string): void };
}

export interface DailyBackupRun {
  file: string;
  bytes: number;
  deleted: string[];
}

/** One run: a backup written and the old ones deleted (tests pass their own `now`). */
export async function runDailyBackup(
  { database, backup, log }: DailyBackupOptions,
  now = new Date(),
): Promise<DailyBackupRun> {
  const file = await writeBackup(database, backup.dir, now);
  const { size: bytes } = await stat(file);
  const deleted = await pruneBackups(backup.dir, backup.keep);
  // Paths and sizes only: a backup's contents never reach the log.
  log.info({ file, bytes, deleted, kept: backup.keep }, 'daily backup written');
  return { file, bytes, deleted };
}

export function dailyBackupJob(options: DailyBackupOptions & { backup: BackupConfig }): PeriodicJob {
  return {
    name: 'daily-backup',
    everyMs: options.backup.daily ? DAY_MS : 0,
    run: () => runDailyBackup(options),
  };
}
