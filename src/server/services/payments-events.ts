// "This payment is settled" signals for the event stream. On PostgreSQL they travel by
// LISTEN/NOTIFY, so a callback handled by one app process reaches a browser waiting on another;
// PGlite lives inside one process, where an in-process emitter is the whole story.
import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { POSTGRES_TIMEOUTS, type DatabaseHandle } from '../db/client';

export interface PaymentEvents {
  publish(checkoutRequestId: string): Promise<void>;
  /** Resolves once the subscription is live, so a state read after it cannot miss a signal. */
  subscribe(checkoutRequestId: string, onSettled: () => void): Promise<() => void>;
  close(): Promise<void>;
}

const CHANNEL = 'mpesa_payment_settled';
const RECONNECT_DELAY_MS = 1000;

export function createPaymentEvents(database: DatabaseHandle): PaymentEvents {
  if (database.driver.kind === 'postgres') {
    const url = database.driver.pool.options.connectionString;
    if (url) return postgresEvents(database, url);
  }
  return localEvents();
}

function emitterOf() {
  const emitter = new EventEmitter();
  // One listener per open event stream: many shoppers may wait at once.
  emitter.setMaxListeners(0);
  return emitter;
}

export function localEvents(): PaymentEvents {
  const emitter = emitterOf();
  return {
    publish: async (id) => {
      emitter.emit(id);
    },
    subscribe: async (id, onSettled) => {
      emitter.on(id, onSettled);
      return () => emitter.off(id, onSettled);
    },
    close: async () => {
      emitter.removeAllListeners();
    },
  };
}

function postgresEvents(database: DatabaseHandle, url: string): PaymentEvents {
  const emitter = emitterOf();
  let client: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;

  // One dedicated connection, opened on the first subscriber: a pooled one would be handed to
  // other queries and its LISTEN lost.
  async function connect() {
    // Bounded like the pool's connections: a database that is away must not stall the reconnect.
    const next = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: POSTGRES_TIMEOUTS.connectMs,
      keepAlive: true,
    });
    next.on('notification', (message) => {
      if (message.channel === CHANNEL && message.payload) emitter.emit(message.payload);
    });
    next.on('error', () => {
      if (client !== next) return;
      client = null;
      void next.end().catch(() => {});
      // Streams re-read the state on their heartbeat, so a signal lost while reconnecting only
      // delays an answer.
      if (!closed && emitter.eventNames().length > 0) {
        retry = setTimeout(() => void ensureListening().catch(() => {}), RECONNECT_DELAY_MS);
      }
    });
    await next.connect();
    await next.query(`LISTEN ${CHANNEL}`);
    if (closed) {
      await next.end();
      return;
    }
    client = next;
  }

  function ensureListening(): Promise<void> {
    if (client || closed) return Promise.resolve();
    connecting ??= connect().finally(() => {
      connecting = null;
    });
    return connecting;
  }

  return {
    publish: async (id) => {
      await database.db.execute(sql`select pg_notify(${CHANNEL}, ${id})`);
    },
    subscribe: async (id, onSettled) => {
      emitter.on(id, onSettled);
      try {
        await ensureListening();
      } catch {
        // The database is unreachable: the stream still works through its periodic re-read.
      }
      return () => emitter.off(id, onSettled);
    },
    close: async () => {
      closed = true;
      if (retry) clearTimeout(retry);
      emitter.removeAllListeners();
      await connecting?.catch(() => {});
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
