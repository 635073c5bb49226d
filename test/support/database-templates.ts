// A project's global setup: the shop's database migrated, and migrated and seeded, made once per
// run, so each test file's scratch database starts as a copy (scratch-database.ts) instead of an
// empty database that every file migrated again. On PGlite a copy is a dump loaded into a new
// in-memory database (its start without initdb is the saving too); on PostgreSQL a database made
// with the template as its TEMPLATE. The templates go when the run ends.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, type DatabaseHandle, type DatabaseTarget } from '../../src/server/db/client';
import { runMigrations } from '../../src/server/db/migrate';
import { seedIfEmpty } from '../../src/server/db/seed/seed';

export type TemplateContents = 'migrated' | 'seeded';

export type DatabaseTemplates =
  /** Files holding PGlite dumps. */
  | { kind: 'pglite'; files: Record<TemplateContents, string> }
  /** Databases on TEST_DATABASE_URL's server. */
  | { kind: 'postgres'; names: Record<TemplateContents, string> };

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates | null;
  }
}

const CONTENTS: TemplateContents[] = ['migrated', 'seeded'];

async function fill(handle: DatabaseHandle, contents: TemplateContents): Promise<void> {
  await runMigrations(handle);
  if (contents === 'seeded') await seedIfEmpty(handle.db);
}

async function pgliteTemplates(): Promise<{ templates: DatabaseTemplates; remove(): Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'shop-test-templates-'));
  const files = {} as Record<TemplateContents, string>;
  for (const contents of CONTENTS) {
    const handle = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
    try {
      await fill(handle, contents);
      if (handle.driver.kind !== 'pglite') throw new Error('expected PGlite');
      const dump = await handle.driver.client.dumpDataDir('none');
      files[contents] = path.join(dir, `${contents}.tar`);
      await writeFile(files[contents], Buffer.from(await dump.arrayBuffer()));
    } finally {
      await handle.close();
    }
  }
  return { templates: { kind: 'pglite', files }, remove: () => rm(dir, { recursive: true, force: true }) };
}

async function postgresTemplates(adminUrl: string): Promise<{ templates: DatabaseTemplates; remove(): Promise<void> }> {
  const run = randomBytes(4).toString('hex');
  const names = {} as Record<TemplateContents, string>;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const drop = async () => {
    for (const name of Object.values(names)) {
      await admin.query(`drop database if exists ${name} with (force)`);
    }
    await admin.end();
  };
  try {
    for (const contents of CONTENTS) {
      const name = `shop_template_${run}_${contents}`;
      await admin.query(`create database ${name}`);
      names[contents] = name;
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const target: DatabaseTarget = { kind: 'postgres', url: url.toString(), poolSize: 1 };
      const handle = await openDatabase(target);
      try {
        await fill(handle, contents);
      } finally {
        // A template copied while anyone is connected to it is refused.
        await handle.close();
      }
    }
  } catch (error) {
    await drop();
    throw error;
  }
  return { templates: { kind: 'postgres', names }, remove: drop };
}

export default async function setup(project: TestProject) {
  const onPostgres = project.config.env?.TEST_DB === 'postgres';
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (onPostgres && !adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const made = onPostgres ? await postgresTemplates(adminUrl!) : await pgliteTemplates();
  project.provide('databaseTemplates', made.templates);
  return () => made.remove();
}
