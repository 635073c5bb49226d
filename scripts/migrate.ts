// Applies pending migrations to the configured database (DATABASE_URL, or the embedded one).
import { ConfigError, loadConfig } from '../src/server/config/config';
import { runMigrations } from '../src/server/db/migrate';
import { openToolDatabase, ToolRefused } from '../src/server/tools/tool-database';

try {
  const config = loadConfig();
  const database = await openToolDatabase(config, 'db:migrate');
  await runMigrations(database);
  await database.close();
  console.log(`migrations applied (${database.kind})`);
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof ToolRefused ? error.message : error);
  process.exit(1);
}
