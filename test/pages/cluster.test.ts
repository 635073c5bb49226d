// `npm run serve` with WEB_CONCURRENCY=2 on PostgreSQL: the real entry point, a primary and two
// workers, observed the way an operator does, through answers and log lines (every line carries
// its process id). It lives with the page tests because the entry serves the pages, which need
// the page build their global setup makes. PGlite lives inside one process: PostgreSQL only.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../bench/free-port';
import { projectRoot } from '../../src/server/lib/project-root';
import { createScratchDatabase, type ScratchDatabase } from '../support/scratch-database';
import { SHOP_ENTRY_ARGS, shopEntryEnv } from '../support/shop-entry';

const onPostgres = process.env.TEST_DB === 'postgres';
// Each worker boots from the sources (tsx): on a busy two-CPU machine a restart's two boots in a
// row have taken more than 30 s.
const GIVE_UP_MS = 90_000;

interface LogLine {
  pid: number;
  msg: string;
  [field: string]: unknown;
}

let scratch: ScratchDatabase;
let dataDir: string;
let shop: ChildProcess;
let exited: Promise<number | null>;
let url: string;
/** The workers expected to serve now. */
let serving: Set<number>;
const lines: LogLine[] = [];

async function until<T>(read: () => T | Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + GIVE_UP_MS;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const logged = (msg: string) => lines.filter((line) => line.msg === msg);
const pidsOf = (found: LogLine[]) => new Set(found.map((line) => line.pid));
/** Worker processes that said they are ready, from the `from`th log line on. */
const readyWorkers = (from = 0) => pidsOf(lines.slice(from).filter((l) => l.msg.startsWith('shop ready at')));

/** One request on a connection of its own: the primary hands each new connection to the next worker. */
function getOnNewConnection(pathname: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(`${url}${pathname}`, { agent: false }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      })
      .on('error', reject);
  });
}

/**
 * Four shoppers asking one after another on kept-alive connections, until `done()` and then
 * `after` answers more each; every answer that is not 2xx, and every failed request, is kept.
 */
function requestStream(done: () => boolean, after = 25) {
  const failures: string[] = [];
  let answered = 0;
  const deadline = Date.now() + GIVE_UP_MS;
  async function shopper() {
    let more = after;
    while (more > 0) {
      if (Date.now() > deadline) throw new Error('gave up: the stream never saw the end');
      if (done()) more -= 1;
      try {
        const response = await fetch(`${url}/api/products`);
        await response.arrayBuffer();
        if (response.ok) answered += 1;
        else failures.push(`status ${response.status}`);
      } catch (error) {
        failures.push(String((error as Error).cause ?? error));
      }
    }
  }
  const result = Promise.all(Array.from({ length: 4 }, shopper)).then(() => failures);
  return { answered: () => answered, failures: result };
}

describe.runIf(onPostgres)('npm run serve with WEB_CONCURRENCY=2', { timeout: 3 * 60_000 }, () => {
  beforeAll(async () => {
    scratch = await createScratchDatabase();
    if (scratch.target.kind !== 'postgres') throw new Error('needs PostgreSQL');
    dataDir = await mkdtemp(path.join(tmpdir(), 'shop-test-'));
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    // From the sources: workers are forked with the same `--import tsx`.
    shop = spawn(process.execPath, SHOP_ENTRY_ARGS, {
      cwd: projectRoot(),
      env: shopEntryEnv(
        { port, dataDir, databaseUrl: scratch.target.url, logLevel: 'info' },
        { WEB_CONCURRENCY: '2', MPESA_SIM_CALLBACK_DELAY_MS: '200' },
      ),
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    exited = new Promise((resolve) => shop.once('exit', (code) => resolve(code)));
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
    await until(
      () => logged(`2 workers serving at ${url}`).length,
      (n) => n > 0,
      'the workers',
    );
    // Each worker's own line may reach the pipe a moment after the primary's.
    serving = await until(readyWorkers, (ready) => ready.size >= 2, 'both workers ready');
  }, 3 * 60_000);

  afterAll(async () => {
    if (shop && shop.exitCode === null && shop.signalCode === null) {
      shop.kill('SIGTERM');
      await exited;
    }
    await scratch?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('runs two workers besides the primary, and both answer', async () => {
    expect(serving.size).toBe(2);
    expect(serving.has(shop.pid!)).toBe(false);
    expect(logged('starting 2 workers')).toEqual([expect.objectContaining({ pid: shop.pid, workers: 2 })]);

    const statuses = await Promise.all(Array.from({ length: 6 }, () => getOnNewConnection('/healthz')));
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
    const answeredBy = await until(
      () => pidsOf(logged('request completed')),
      (pids) => pids.size >= 2,
      'answers from both workers',
    );
    expect(answeredBy).toEqual(serving);
  });

  it('takes simulated M-Pesa payments on every worker', async () => {
    const post = async (pathname: string, body: unknown) => {
      const response = await fetch(`${url}${pathname}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as Record<string, string> };
    };
    async function pay(i: number) {
      const order = await post('/api/orders', {
        customerName: 'Wanjiku Kamau',
        customerEmail: `buyer${i}@example.com`,
        customerPhone: '0712345678',
        deliveryAddress: 'Moi Avenue, Bazaar Plaza, 3rd floor',
        deliveryArea: 'Westlands',
        items: [{ id: 1, quantity: 1 }],
        paymentMethod: 'mpesa',
      });
      expect(order.status).toBe(201);
      const push = await post('/api/mpesa/stk-push', {
        phoneNumber: '0708374149',
        amount: 1,
        orderReference: order.body.orderNumber,
        description: 'Heritage Shea order',
        paymentToken: order.body.paymentToken,
      });
      expect(push.body).toMatchObject({ success: true });
      return until(
        () => post('/api/mpesa/query-status', { checkoutRequestId: push.body.checkoutRequestId }),
        (answer) => answer.body.ResultCode !== '',
        'the payment result',
      );
    }
    // Concurrent requests open several connections, which the primary spreads over the workers.
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => pay(i)));
    for (const result of results) expect(result.body).toMatchObject({ ResultCode: '0', status: 'success' });
  });

  it('replaces a worker that dies', async () => {
    const [victim, survivor] = [...serving];
    const from = lines.length;
    process.kill(victim!, 'SIGKILL');
    const replacement = await until(
      () => [...readyWorkers(from)],
      (pids) => pids.length > 0,
      'a replacement worker',
    );
    expect(logged('a worker stopped unexpectedly; replacing it')).toEqual([
      expect.objectContaining({ worker: victim, signal: 'SIGKILL' }),
    ]);
    expect(replacement).toHaveLength(1);
    expect(replacement).not.toContain(victim);
    expect(replacement).not.toContain(survivor);
    serving = new Set([survivor!, ...replacement]);
    const statuses = await Promise.all(Array.from({ length: 4 }, () => getOnNewConnection('/healthz')));
    expect(statuses).toEqual([200, 200, 200, 200]);
  });

  it('replaces every worker on SIGHUP without failing a request', async () => {
    const old = serving;
    const from = lines.length;
    const stream = requestStream(() => logged('workers restarted').length > 0);
    await until(stream.answered, (n) => n >= 20, 'the stream to run');
    shop.kill('SIGHUP');
    expect(await stream.failures).toEqual([]);

    const fresh = await until(
      () => readyWorkers(from),
      (ready) => ready.size >= 2,
      'two new workers',
    );
    expect(fresh.size).toBe(2);
    for (const pid of fresh) expect(old.has(pid)).toBe(false);
    const stopped = await until(
      () => pidsOf(logged('shutting down: finishing requests in flight')),
      (pids) => [...old].every((pid) => pids.has(pid)),
      'the old workers to stop',
    );
    for (const pid of old) expect(stopped.has(pid)).toBe(true);
    // Answers given once the restart had ended came from the new workers only.
    const end = lines.findIndex((l) => l.msg === 'workers restarted');
    const late = pidsOf(lines.slice(end).filter((l) => l.msg === 'request completed'));
    expect(late.size).toBeGreaterThan(0);
    for (const pid of late) expect(fresh.has(pid)).toBe(true);
  });

  it('stops every worker on SIGTERM and exits 0', async () => {
    shop.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(logged('all workers stopped')).toHaveLength(1);
    await expect(getOnNewConnection('/healthz')).rejects.toThrow();
  });
});
