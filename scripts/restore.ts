// `npm run restore -- FILE`: fills the database DATABASE_URL or DATA_DIR names from a backup made
// by `npm run backup`. It refuses a database that holds orders; one that holds only a new shop's
// seeded catalogue is emptied first. With the embedded database, stop the shop first.
import { stat } from 'node:fs/promises';
import { ConfigError, loadConfig } from '../src/server/config';
import { RestoreRefused, restoreBackup } from '../src/server/backup/dump';
import { openDatabase } from '../src/server/db/client';
import { databaseTarget } from '../src/server/prepare-database';

class UsageError extends Error {}

try {
  const file = process.argv[2];
  if (!file) throw new UsageError('Usage: npm run restore -- FILE (a .sql.gz made by npm run backup)');
  if (!(await stat(file).catch(() => null))?.isFile()) throw new UsageError(`No such file: ${file}`);
  const config = loadConfig();
  const target = databaseTarget(config);
  await restoreBackup(await openDatabase(target), file);
  // Never the URL itself: it may carry a password.
  console.log(
    `Restored ${file} into ${target.kind === 'pglite' ? `the embedded database in ${config.dataDir}` : 'the PostgreSQL database of DATABASE_URL'}.`,
  );
} catch (error) {
  const known =
    error instanceof UsageError || error instanceof ConfigError || error instanceof RestoreRefused;
  console.error(known ? error.message : error);
  process.exit(1);
}
