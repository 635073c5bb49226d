// `npm run restore -- [--replace] FILE`: fills the database DATABASE_URL or DATA_DIR names from a
// backup made by `npm run backup`, whole or not at all (src/server/backup/restore.ts). It refuses a
// database that holds shop data unless --replace is given, and then keeps a backup of what it held.
// With the embedded database it refuses while the shop runs.
import { stat } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../src/server/config/config';
import { RestoreFailed, RestoreRefused } from '../src/server/backup/restore';
import { restoreInto } from '../src/server/tools/restore-tool';
import { ToolRefused } from '../src/server/tools/tool-database';

class UsageError extends Error {}

try {
  const { values, positionals } = parseArgs({
    options: { replace: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  const [file, ...extra] = positionals;
  if (!file || extra.length > 0) {
    throw new UsageError('Usage: npm run restore -- [--replace] FILE (a .sql.gz made by npm run backup)');
  }
  if (!(await stat(file).catch(() => null))?.isFile()) throw new UsageError(`No such file: ${file}`);
  const config = loadConfig();
  const { replacedCopy } = await restoreInto(config, file, { replace: values.replace });
  if (replacedCopy) console.log(`What the database held before is kept in ${replacedCopy}.`);
  // Never the URL itself: it may carry a password.
  console.log(
    `Restored ${file} into ${config.databaseUrl ? 'the PostgreSQL database of DATABASE_URL' : `the embedded database in ${config.dataDir}`}.`,
  );
} catch (error) {
  const known = [UsageError, ConfigError, ToolRefused, RestoreRefused, RestoreFailed].some(
    (kind) => error instanceof kind,
  );
  console.error(known ? (error as Error).message : error);
  process.exit(1);
}
