// `npm run backup`: one file holding the whole database (uploaded pictures included) in
// BACKUP_DIR, default DATA_DIR/backups; prints its path. With the embedded database, stop the shop
// first: PGlite allows one process per data folder. PostgreSQL's pg_dump reads a running shop
// consistently.
import { ConfigError, loadConfig } from '../src/server/config';
import { writeBackup } from '../src/server/backup/dump';
import { openDatabase } from '../src/server/db/client';
import { databaseTarget } from '../src/server/prepare-database';

try {
  const config = loadConfig();
  const database = await openDatabase(databaseTarget(config));
  try {
    console.log(await writeBackup(database, config.backup.dir));
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
