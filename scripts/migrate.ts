// Applies pending migrations to the configured database (DATABASE_URL, or the embedded one).
import { ConfigError, loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { databaseTarget } from '../src/server/prepare-database';

try {
  const config = loadConfig();
  const database = await openDatabase(databaseTarget(config));
  await runMigrations(database);
  await database.close();
  console.log(`migrations applied (${database.kind})`);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
