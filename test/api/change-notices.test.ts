// Change notices between processes (db/change-notices.ts): every channel a process listens on
// shares one connection, and a lost connection comes back by itself, listening on all of them.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenForNotices, sendNotice } from '../../src/server/db/change-notices';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client';
import { createScratchDatabase, type ScratchDatabase } from '../support/scratch-database';

const onPostgres = process.env.TEST_DB === 'postgres';

let scratch: ScratchDatabase;
let listening: DatabaseHandle;
let sending: DatabaseHandle;

beforeAll(async () => {
  scratch = await createScratchDatabase();
  listening = await openDatabase(scratch.target);
  sending = onPostgres ? await openDatabase(scratch.target) : listening;
});

afterAll(async () => {
  if (sending !== listening) await sending?.close();
  await listening?.close();
  await scratch?.drop();
});

/** Resolves with the next payload on `channel`, heard through `listening`. */
function collector() {
  const heard: Record<string, string[]> = {};
  let reconnects = 0;
  const waiters: (() => void)[] = [];
  const wake = () => waiters.splice(0).forEach((w) => w());
  const listen = (channel: string) =>
    listenForNotices(listening, {
      channel,
      onNotice: (payload) => {
        (heard[channel] ??= []).push(payload);
        wake();
      },
      onReconnect: () => {
        reconnects += 1;
        wake();
      },
    });
  const until = async (done: () => boolean) => {
    while (!done()) await new Promise<void>((resolve) => waiters.push(resolve));
  };
  return { heard, listen, until, reconnects: () => reconnects };
}

async function listeningBackends(): Promise<number> {
  const [row] = await sending.db
    .select({ count: sql<number>`count(*)::int` })
    .from(sql`pg_stat_activity`)
    .where(sql`datname = current_database() and query ilike 'listen %'`);
  return row!.count;
}

describe('change notices', () => {
  it('delivers each channel to its own listeners', async () => {
    const { heard, listen, until } = collector();
    const first = await listen('notices_test_first');
    const second = await listen('notices_test_second');
    await sendNotice(sending.db, 'notices_test_first', 'one');
    await sendNotice(sending.db, 'notices_test_second', 'two');
    await until(() => heard.notices_test_first?.length === 1 && heard.notices_test_second?.length === 1);
    expect(heard).toEqual({ notices_test_first: ['one'], notices_test_second: ['two'] });
    await first.close();
    await second.close();
  });

  it.runIf(onPostgres)('listens on every channel through one connection', async () => {
    const listeners = await Promise.all(
      ['notices_test_a', 'notices_test_b', 'notices_test_c'].map((channel) => collector().listen(channel)),
    );
    expect(await listeningBackends()).toBe(1);
    for (const listener of listeners) await listener.close();
    await expect.poll(listeningBackends).toBe(0);
  });

  it.runIf(onPostgres)('comes back by itself after its connection is ended, on every channel', async () => {
    const { heard, listen, until, reconnects } = collector();
    const first = await listen('notices_test_x');
    const second = await listen('notices_test_y');
    await sending.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query ilike 'listen %'`,
    );
    await until(() => reconnects() === 2);
    await sendNotice(sending.db, 'notices_test_x', 'after');
    await sendNotice(sending.db, 'notices_test_y', 'after');
    await until(() => heard.notices_test_x?.length === 1 && heard.notices_test_y?.length === 1);
    expect(heard).toEqual({ notices_test_x: ['after'], notices_test_y: ['after'] });
    await first.close();
    await second.close();
  });
});
