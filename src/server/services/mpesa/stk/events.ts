// "This payment is settled" signals for the event stream. On PostgreSQL they travel by
// LISTEN/NOTIFY, so a callback handled by one app process reaches a browser waiting on another;
// PGlite lives inside one process, where an in-process emitter is the whole story.
import { EventEmitter } from 'node:events';
import type { DatabaseHandle } from '../../../db/client';
import { listenForNotices, sendNotice, type NoticeListener } from '../../../db/change-notices';

export interface PaymentEvents {
  publish(checkoutRequestId: string): Promise<void>;
  /** Resolves once the subscription is live, so a state read after it cannot miss a signal. */
  subscribe(checkoutRequestId: string, onSettled: () => void): Promise<() => void>;
  close(): Promise<void>;
}

const CHANNEL = 'mpesa_payment_settled';

export function createPaymentEvents(database: DatabaseHandle): PaymentEvents {
  if (database.driver.kind === 'postgres') {
    if (database.driver.pool.options.connectionString) return postgresEvents(database);
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

function postgresEvents(database: DatabaseHandle): PaymentEvents {
  const emitter = emitterOf();
  // Opened on the first subscriber; the notice listener keeps its connection and re-opens it
  // after a loss. Streams re-read the state on their heartbeat, so a signal lost meanwhile only
  // delays an answer.
  let listening: Promise<NoticeListener> | null = null;

  return {
    publish: async (id) => {
      await sendNotice(database.db, CHANNEL, id);
    },
    subscribe: async (id, onSettled) => {
      emitter.on(id, onSettled);
      listening ??= listenForNotices(database, {
        channel: CHANNEL,
        onNotice: (payload) => {
          if (payload) emitter.emit(payload);
        },
      });
      // Resolves once LISTEN is live, or once the first attempt failed (the database is away):
      // the stream then works through its periodic re-read.
      await listening;
      return () => emitter.off(id, onSettled);
    },
    close: async () => {
      emitter.removeAllListeners();
      await (await listening)?.close();
    },
  };
}
