// The `Services` object is the map of services/: one key per domain folder, named as the folder,
// so a reader of `services.stockAlerts.wait` knows to open services/stock-alerts/.
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config';
import { openDatabase } from '../db/client';
import { createServices } from './index';

/**
 * Folders with nothing to run: `errors` holds the error kinds every domain throws, `printing` what
 * the domains' PDFs are drawn with; no service.
 */
const WITHOUT_SERVICE = ['errors', 'printing'];

const folders = readdirSync(import.meta.dirname, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const camelCase = (folder: string) =>
  folder.replace(/-([a-z])/g, (_dash, letter: string) => letter.toUpperCase());

describe('createServices', () => {
  it('names its domains as the folders of services/ name them', { timeout: 30_000 }, async () => {
    expect(folders).toEqual(expect.arrayContaining(WITHOUT_SERVICE));
    const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-services-'));
    // Building the services reads nothing yet: an empty database will do.
    const database = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
    try {
      const config = loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATA_DIR: dataDir,
        TWO_FACTOR_KEY: randomBytes(32).toString('base64'),
      });
      const services = createServices({ db: database.db, config });
      const offering = folders.filter((folder) => !WITHOUT_SERVICE.includes(folder));
      expect(Object.keys(services).sort()).toEqual(offering.map(camelCase).sort());
    } finally {
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
