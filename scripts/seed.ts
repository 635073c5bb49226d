// Fills an empty catalogue with the seed products; a catalogue that has products is left alone.
import { ConfigError, loadConfig } from '../src/server/config/config';
import { runMigrations } from '../src/server/db/migrate';
import { seedIfEmpty } from '../src/server/db/seed/seed';
import { openToolDatabase, ToolRefused } from '../src/server/tools/tool-database';

try {
  const config = loadConfig();
  const database = await openToolDatabase(config, 'db:seed');
  await runMigrations(database);
  const added = await seedIfEmpty(database.db);
  await database.close();
  console.log(added > 0 ? `seeded ${added} products` : 'catalogue already has products; nothing seeded');
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof ToolRefused ? error.message : error);
  process.exit(1);
}
