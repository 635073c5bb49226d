// The database goes away under a running shop: every answer must come quickly and say 503 (the
// shop is back by itself soon), never a 500 or a hang, and the shop must recover on its own.
// Runs on PostgreSQL only: PGlite lives inside the app's own process and cannot be taken away.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app';

const onPostgres = process.env.TEST_DB === 'postgres';
const UNAVAILABLE = { message: 'The shop is briefly unavailable. Please try again in a minute.' };
const QUICKLY_MS = 10_000;

async function asAdmin<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

function databaseName(app: TestApp) {
  if (app.target.kind !== 'postgres') throw new Error('needs PostgreSQL');
  return new URL(app.target.url).pathname.slice(1);
}

/** Refuses new connections to the app's database and ends the open ones, as a restart would. */
async function takeDatabaseAway(app: TestApp) {
  const name = databaseName(app);
  await asAdmin(process.env.TEST_DATABASE_URL!, async (admin) => {
    await admin.query(`alter database ${name} allow_connections false`);
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
  });
}

async function bringDatabaseBack(app: TestApp) {
  await asAdmin(process.env.TEST_DATABASE_URL!, (admin) =>
    admin.query(`alter database ${databaseName(app)} allow_connections true`),
  );
}

async function timed(path: string, init?: RequestInit) {
  const started = Date.now();
  const response = await fetch(`${app.url}${path}`, init);
  const body = await response.text();
  return { response, body, ms: Date.now() - started };
}

const queryStatus = (checkoutRequestId: string) =>
  timed('/api/mpesa/query-status', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ checkoutRequestId }),
  });

async function eventually(check: () => Promise<boolean>, withinMs = 15_000) {
  const deadline = Date.now() + withinMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not recovered within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

let app: TestApp;

describe.runIf(onPostgres)('a database that goes away (PostgreSQL only)', () => {
  beforeAll(async () => {
    app = await startTestApp({ pages: 'development', databaseTimeouts: { statementMs: 1_000 } });
    // The first page render compiles the page modules; a cold compile is not what is measured.
    expect((await timed('/about')).response.status).toBe(200);
  }, 180_000);
  afterAll(() => app?.close());

  it('answers API requests 503 with Retry-After at once, and recovers by itself', async () => {
    await takeDatabaseAway(app);
    try {
      for (const answer of [
        await queryStatus('ws_CO_outage'),
        await timed('/api/wishlist?sessionId=outage-test-session'),
      ]) {
        expect(answer.response.status).toBe(503);
        expect(JSON.parse(answer.body)).toEqual(UNAVAILABLE);
        expect(answer.response.headers.get('retry-after')).toMatch(/^\d+$/);
        expect(answer.ms).toBeLessThan(QUICKLY_MS);
      }
      const ready = await timed('/readyz');
      expect(ready.response.status).toBe(503);
      expect(ready.ms).toBeLessThan(QUICKLY_MS);
    } finally {
      await bringDatabaseBack(app);
    }
    await eventually(async () => (await timed('/readyz')).response.status === 200);
    const after = await queryStatus('ws_CO_outage');
    expect(after.response.status).toBe(404);
    expect(JSON.parse(after.body)).toEqual({ message: 'Payment not found' });
  });

  it('answers a page that needs the database 503 at once, and renders it again once the database is back', async () => {
    await takeDatabaseAway(app);
    try {
      const page = await timed('/product/1');
      expect(page.response.status).toBe(503);
      expect(page.response.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(page.response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(page.body).toContain('Something went wrong');
      expect(page.ms).toBeLessThan(QUICKLY_MS);
      // A navigation inside the open shop fetches the same data; the browser shows the error page.
      const data = await timed('/product/1.data');
      expect(data.response.status).toBe(503);
      expect(data.response.headers.get('x-remix-response')).toBe('yes');
      expect(data.ms).toBeLessThan(QUICKLY_MS);
      // A page that reads nothing from the database (the shell reads nothing either) still opens.
      const about = await timed('/about');
      expect(about.response.status).toBe(200);
      expect(about.body).toContain('About');
    } finally {
      await bringDatabaseBack(app);
    }
    await eventually(async () => (await timed('/product/1')).response.status === 200);
  });

  it('answers 503 when a statement waits longer than the statement timeout', async () => {
    const url = app.target.kind === 'postgres' ? app.target.url : '';
    const locker = new pg.Client({ connectionString: url });
    await locker.connect();
    try {
      await locker.query('begin');
      await locker.query('lock table mpesa_payments in access exclusive mode');
      const answer = await queryStatus('ws_CO_locked');
      expect(answer.response.status).toBe(503);
      expect(JSON.parse(answer.body)).toEqual(UNAVAILABLE);
      expect(answer.ms).toBeLessThan(QUICKLY_MS);
    } finally {
      await locker.query('rollback');
      await locker.end();
    }
    expect((await queryStatus('ws_CO_locked')).response.status).toBe(404);
  });
});
