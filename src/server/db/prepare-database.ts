// The shop's database as the config names it: where it lives, and making it ready to serve. The
// server's start, the cluster primary and the command-line scripts all open it this way.
import path from 'node:path';
import type { Config } from '../config/config';
import { openDatabase, type DatabaseHandle } from './client';
import { runMigrations } from './migrate';
import { seedFirstStart } from './seed/seed';
import { createTwoFactorSecretBox, loadTwoFactorKey, sealClearTwoFactorSecrets } from '../services/accounts';
import { createProductImageStore } from '../services/catalogue';

export function databaseTarget(config: Config) {
  return config.databaseUrl
    ? ({ kind: 'postgres', url: config.databaseUrl } as const)
    : ({ kind: 'pglite', dataDir: path.join(config.dataDir, 'db') } as const);
}

/**
 * Opens the database, brings its schema up to date, adds the demo products on a new shop's first
 * start (unless SEED_CATALOGUE=none), moves pictures
 * uploaded before they lived in the database in from DATA_DIR/uploads/products, and seals two-step
 * secrets stored in clear before they were sealed (making the key file on the first start).
 */
export async function prepareDatabase(config: Config): Promise<DatabaseHandle> {
  const database = await openDatabase(databaseTarget(config));
  await runMigrations(database);
  await seedFirstStart(database.db, config.catalogue.seed);
  await createProductImageStore(database.db).importFolder(path.join(config.catalogue.uploadsDir, 'products'));
  await sealClearTwoFactorSecrets(database.db, createTwoFactorSecretBox(loadTwoFactorKey(config.twoFactor)));
  return database;
}
