// Two app processes on one PostgreSQL database: the callback lands on one, the shopper's event
// stream is held by the other. PGlite lives inside a single process, so this runs on PostgreSQL.
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client';
import { runMigrations } from '../../src/server/db/migrate';
import { createScratchDatabase, type ScratchDatabase } from '../support/scratch-database';
import type { TestApp } from '../support/test-app';
import {
  callbackPath,
  insertOrder,
  openPaymentEvents,
  PHONES,
  post,
  stkPush,
  successCallback,
} from './mpesa-helpers';

const onPostgres = process.env.TEST_DB === 'postgres';
const SECRET = 'shared-callback-secret-0123456789';

let scratch: ScratchDatabase;
let dataDir: string;
const started: { app: App; database: DatabaseHandle }[] = [];

async function startProcess(): Promise<TestApp> {
  const database = await openDatabase(scratch.target);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    PORT: '0',
    MPESA_CALLBACK_SECRET: SECRET,
    MPESA_SIM_CALLBACK_DELAY_MS: '60000',
  });
  const app = await buildApp({ config, database });
  await app.server.listen({ port: 0, host: '127.0.0.1' });
  started.push({ app, database });
  const { port } = app.server.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    db: database.db,
    services: app.services,
    config,
    dataDir,
    target: scratch.target,
    close: async () => {},
  };
}

describe.runIf(onPostgres)('payment events across app processes', () => {
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    scratch = await createScratchDatabase();
    dataDir = await mkdtemp(path.join(tmpdir(), 'shop-test-'));
    const migrator = await openDatabase(scratch.target);
    await runMigrations(migrator);
    await migrator.close();
    first = await startProcess();
    second = await startProcess();
  });

  afterAll(async () => {
    for (const { app, database } of started) {
      app.server.server.closeAllConnections();
      await app.server.close();
      await database.close();
    }
    await scratch?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('tells a stream on one process about a callback handled by the other', async () => {
    const order = await insertOrder(first);
    const id = await stkPush(first, order.orderNumber, PHONES.silent);
    const stream = await openPaymentEvents(second, id);
    expect((await stream.next())?.event).toBe('status');

    const sentAt = Date.now();
    await post(first, callbackPath(first), successCallback(id, 1700, 'XPROC00001'));
    expect(await stream.next(3_000)).toEqual({
      event: 'result',
      data: expect.objectContaining({ ResultCode: '0', MpesaReceiptNumber: 'XPROC00001' }),
    });
    // Far sooner than the stream's 15 s heartbeat re-read: the signal came through NOTIFY.
    expect(Date.now() - sentAt).toBeLessThan(3_000);
  });
});
