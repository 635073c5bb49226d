// Change notices between app processes (DESIGN §8): a writer sends `pg_notify` inside its
// transaction, so every process listening, the writer's own included, hears of the change only
// once it is committed and visible. PGlite is one process, but it delivers the same notices, so
// both databases take the same path.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { POSTGRES_TIMEOUTS, type DatabaseHandle } from './client';
import type { DbExecutor } from './executor';

export interface NoticeListener {
  close(): Promise<void>;
}

interface ListenOptions {
  channel: string;
  /** Called for every notice, with its payload. */
  onNotice: (payload: string) => void;
  /** Called after the listening connection came back: notices sent while it was away are lost. */
  onReconnect?: () => void;
  onError?: (error: unknown) => void;
}

const RECONNECT_DELAY_MS = 1000;
const CHANNEL_NAME = /^[a-z_]+$/;

/** Sends a notice on the channel; inside a transaction it goes out when the transaction commits. */
export async function sendNotice(executor: DbExecutor, channel: string, payload = ''): Promise<void> {
  await executor.execute(sql`select pg_notify(${channel}, ${payload})`);
}

export async function listenForNotices(
  database: DatabaseHandle,
  options: ListenOptions,
): Promise<NoticeListener> {
  // LISTEN takes an identifier, not a parameter; only fixed names from our own code come here.
  if (!CHANNEL_NAME.test(options.channel)) throw new Error(`bad notice channel name: ${options.channel}`);
  const { driver } = database;
  if (driver.kind === 'pglite') {
    const unlisten = await driver.client.listen(options.channel, (payload) => options.onNotice(payload));
    return { close: () => unlisten() };
  }
  const url = driver.pool.options.connectionString;
  if (!url) throw new Error('change notices need a PostgreSQL connection string');
  return listenOnPostgres(url, options);
}

// One dedicated connection: a pooled one would be handed to other queries and its LISTEN lost.
async function listenOnPostgres(
  url: string,
  { channel, onNotice, onReconnect, onError }: ListenOptions,
): Promise<NoticeListener> {
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;

  const scheduleReconnect = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = null;
      void connect().then(
        () => onReconnect?.(),
        (error: unknown) => {
          onError?.(error);
          scheduleReconnect();
        },
      );
    }, RECONNECT_DELAY_MS);
    retry.unref();
  };

  async function connect() {
    const next = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: POSTGRES_TIMEOUTS.connectMs,
      keepAlive: true,
    });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotice(message.payload ?? '');
    });
    next.on('error', (error) => {
      if (client !== next) return;
      client = null;
      onError?.(error);
      void next.end().catch(() => {});
      scheduleReconnect();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
  }

  try {
    await connect();
  } catch (error) {
    // The shop still starts with the database away; it listens once the database is back.
    onError?.(error);
    scheduleReconnect();
  }
  return {
    close: async () => {
      closed = true;
      if (retry) clearTimeout(retry);
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
