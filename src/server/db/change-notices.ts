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
  let hub = hubs.get(driver.pool);
  if (!hub) {
    const url = driver.pool.options.connectionString;
    if (!url) throw new Error('change notices need a PostgreSQL connection string');
    hub = new NoticeHub(url, () => hubs.delete(driver.pool));
    hubs.set(driver.pool, hub);
  }
  return hub.add(options);
}

// One listening connection per database handle carries every channel: a process listens for
// catalogue changes, payment events and queued jobs on one connection, not one each.
const hubs = new WeakMap<pg.Pool, NoticeHub>();

// A dedicated connection: a pooled one would be handed to other queries and its LISTEN lost.
class NoticeHub {
  private readonly channels = new Map<string, Set<ListenOptions>>();
  private client: pg.Client | null = null;
  private connecting: Promise<void> | null = null;
  private retry: NodeJS.Timeout | null = null;

  constructor(
    private readonly url: string,
    private readonly onEmpty: () => void,
  ) {}

  async add(options: ListenOptions): Promise<NoticeListener> {
    const listeners = this.channels.get(options.channel) ?? new Set<ListenOptions>();
    const isNewChannel = listeners.size === 0;
    listeners.add(options);
    this.channels.set(options.channel, listeners);

    if (!this.client && !this.connecting && !this.retry) {
      // The shop still starts with the database away; it listens once the database is back.
      await this.connectOrRetry(false);
    } else {
      await this.connecting?.catch(() => {});
      if (this.client && isNewChannel) {
        await this.client.query(`LISTEN ${options.channel}`).catch((error: unknown) => {
          // The connection broke meanwhile; its error handler reconnects and listens again.
          options.onError?.(error);
        });
      }
    }
    return { close: () => this.remove(options) };
  }

  private async remove(options: ListenOptions) {
    const listeners = this.channels.get(options.channel);
    if (!listeners?.delete(options)) return;
    if (listeners.size > 0) return;
    this.channels.delete(options.channel);
    if (this.channels.size > 0) {
      await this.client?.query(`UNLISTEN ${options.channel}`).catch(() => {});
      return;
    }
    this.onEmpty();
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
    await this.connecting?.catch(() => {});
    const current = this.client;
    this.client = null;
    await current?.end().catch(() => {});
  }

  private everyListener(): ListenOptions[] {
    return [...this.channels.values()].flatMap((listeners) => [...listeners]);
  }

  /** Connects; on failure tells every listener and tries again after a pause. */
  private async connectOrRetry(reconnecting: boolean) {
    this.connecting = this.connect();
    try {
      await this.connecting;
      // Notices sent while the connection was away are lost; listeners catch up on their own.
      if (reconnecting) for (const listener of this.everyListener()) listener.onReconnect?.();
    } catch (error) {
      for (const listener of this.everyListener()) listener.onError?.(error);
      this.scheduleReconnect();
    } finally {
      this.connecting = null;
    }
  }

  private scheduleReconnect() {
    if (this.retry || this.channels.size === 0) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      if (this.channels.size > 0) void this.connectOrRetry(true);
    }, RECONNECT_DELAY_MS);
    this.retry.unref();
  }

  private async connect() {
    const next = new pg.Client({
      connectionString: this.url,
      connectionTimeoutMillis: POSTGRES_TIMEOUTS.connectMs,
      keepAlive: true,
    });
    next.on('notification', (message) => {
      const payload = message.payload ?? '';
      for (const listener of this.channels.get(message.channel) ?? []) listener.onNotice(payload);
    });
    next.on('error', (error) => {
      if (this.client !== next) return;
      this.client = null;
      for (const listener of this.everyListener()) listener.onError?.(error);
      void next.end().catch(() => {});
      this.scheduleReconnect();
    });
    try {
      await next.connect();
      for (const channel of this.channels.keys()) await next.query(`LISTEN ${channel}`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    if (this.channels.size === 0) {
      await next.end().catch(() => {});
      return;
    }
    this.client = next;
  }
}
