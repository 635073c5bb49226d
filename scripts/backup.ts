// `npm run backup`: one file holding the whole database (uploaded pictures included) in
// BACKUP_DIR, default DATA_DIR/backups; prints its path. With the embedded database and the shop
// running, the shop writes it (src/server/tools/backup-tool.ts); PostgreSQL's pg_dump reads a
// running shop consistently.
import { ConfigError, loadConfig } from '../src/server/config/config';
import { takeBackup } from '../src/server/tools/backup-tool';
import { ToolRefused } from '../src/server/tools/tool-database';

try {
  const { file, byShop } = await takeBackup(loadConfig());
  // The path alone on stdout, for scripts (`npm run --silent backup | xargs ...`).
  if (byShop) console.error('The shop is running: it wrote the backup.');
  console.log(file);
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof ToolRefused ? error.message : error);
  process.exit(1);
}
