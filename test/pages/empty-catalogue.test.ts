// A real shop's first start with SEED_CATALOGUE=none: the shop's own entry point (as `npm run
// serve` starts it, NODE_ENV unset) on a new database, with no product. The storefront is whole
// without one: the home page, the catalogue's empty state, the API, and no error logged. Its start
// line says NODE_ENV as read (development) apart from the pages' build.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../bench/free-port';
import { projectRoot } from '../../src/server/lib/project-root';
import { createScratchDatabase, type ScratchDatabase } from '../support/scratch-database';
import { SHOP_ENTRY_ARGS } from '../support/shop-entry';

interface LogLine {
  level: number;
  msg: string;
  [field: string]: unknown;
}

let scratch: ScratchDatabase | null = null;
let dataDir: string;
let shop: ChildProcess;
let exited: Promise<unknown>;
let url: string;
const lines: LogLine[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'shop-empty-'));
  // On PostgreSQL a new database; else the embedded one made in DATA_DIR at the first start.
  if (process.env.TEST_DB === 'postgres') scratch = await createScratchDatabase();
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  const { NODE_ENV: _unset, ...inherited } = process.env;
  shop = spawn(process.execPath, SHOP_ENTRY_ARGS, {
    cwd: projectRoot(),
    env: {
      ...inherited,
      SEED_CATALOGUE: 'none',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: scratch?.target.kind === 'postgres' ? scratch.target.url : '',
      LOG_LEVEL: 'info',
      BACKUP_DAILY: 'false',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  exited = new Promise((resolve) => shop.once('exit', resolve));
  let pending = '';
  shop.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    const parts = (pending + chunk).split('\n');
    pending = parts.pop()!;
    for (const part of parts) {
      try {
        lines.push(JSON.parse(part) as LogLine);
      } catch {
        // Not a log line.
      }
    }
  });
  const deadline = Date.now() + 90_000;
  while (!lines.some((line) => line.msg.startsWith('shop ready at'))) {
    if (shop.exitCode !== null) throw new Error(`the shop exited with ${shop.exitCode}`);
    if (Date.now() > deadline) throw new Error('the shop did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}, 120_000);

afterAll(async () => {
  if (shop && shop.exitCode === null && shop.signalCode === null) {
    shop.kill('SIGTERM');
    await exited;
  }
  await scratch?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function page(pathname: string) {
  const response = await fetch(`${url}${pathname}`);
  return { status: response.status, html: await response.text() };
}

describe('a new shop started with SEED_CATALOGUE=none', () => {
  it('says NODE_ENV as it read it, apart from where its pages come from', () => {
    const ready = lines.find((line) => line.msg.startsWith('shop ready at'))!;
    expect(ready).toMatchObject({ nodeEnv: 'development', pages: 'build' });
    expect(ready).not.toHaveProperty('mode');
  });

  it('has no product', async () => {
    const response = await fetch(`${url}/api/products`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
  });

  it('shows a whole home page, its favourites to come', async () => {
    const home = await page('/');
    expect(home.status).toBe(200);
    expect(home.html).toContain('Featured Products');
    expect(home.html).toContain('Our favourites will be here soon. Please check back.');
    expect(home.html).toMatch(/<footer/);
  });

  it('shows the catalogue empty, saying the products are on their way rather than that filters match none', async () => {
    const catalogue = await page('/products');
    expect(catalogue.status).toBe(200);
    expect(catalogue.html).toContain('Our products are on their way.');
    expect(catalogue.html).toContain('Showing 0 of 0 products');
    expect(catalogue.html).not.toContain('No products found matching your criteria.');
    const search = await page('/products?q=shea');
    expect(search.status).toBe(200);
    expect(search.html).toContain('Our products are on their way.');
  });

  it('answers the other storefront pages and a missing product as usual', async () => {
    for (const pathname of ['/about', '/faq', '/contact', '/cart', '/wishlist', '/sitemap.xml']) {
      expect((await page(pathname)).status, pathname).toBe(200);
    }
    expect((await page('/product/1')).status).toBe(404);
  });

  it('logged no error', () => {
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
  });
});
