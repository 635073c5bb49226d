import type { FastifyBaseLogger } from 'fastify';
import type { PaymentState } from '../services/mpesa';

export interface PaymentWatcher {
  /** Time for a keep-alive comment: sent to every stream on the payment's one timer. */
  heartbeat(): void;
  /** The payment reached a final state. */
  settled(state: PaymentState): void;
}

interface PaymentSource {
  read(checkoutRequestId: string): Promise<PaymentState | null>;
  subscribe(checkoutRequestId: string, onSettled: () => void): Promise<() => void>;
}

interface Watched {
  watchers: Set<PaymentWatcher>;
  timer: NodeJS.Timeout;
  live: boolean;
  unsubscribe: (() => void) | null;
  reading: boolean;
  readAgain: boolean;
}

/**
 * One "settled" subscription and one periodic re-read per payment in this process, shared by all
 * the streams waiting for it: ten tabs on one payment cost one database read per heartbeat, not ten.
 * The re-read catches a signal lost while the listening connection was down.
 */
export function createPaymentWatch(
  payments: PaymentSource,
  { heartbeatMs, log }: { heartbeatMs: number; log: FastifyBaseLogger },
) {
  const watched = new Map<string, Watched>();

  async function refresh(id: string, entry: Watched) {
    // Reads asked for while one runs are folded into one more read after it.
    if (entry.reading) {
      entry.readAgain = true;
      return;
    }
    entry.reading = true;
    try {
      do {
        entry.readAgain = false;
        const state = await payments.read(id);
        if (state && state.status !== 'pending') {
          for (const watcher of [...entry.watchers]) watcher.settled(state);
        }
      } while (entry.readAgain && entry.watchers.size > 0);
    } catch (error) {
      log.warn({ err: error }, 'payment event stream could not read the payment');
    } finally {
      entry.reading = false;
    }
  }

  function start(id: string): Watched {
    const entry: Watched = {
      watchers: new Set(),
      timer: setInterval(() => {
        for (const watcher of entry.watchers) watcher.heartbeat();
        void refresh(id, entry);
      }, heartbeatMs),
      live: false,
      unsubscribe: null,
      reading: false,
      readAgain: false,
    };
    watched.set(id, entry);
    void payments
      .subscribe(id, () => void refresh(id, entry))
      .then((unsubscribe) => {
        if (watched.get(id) !== entry) return unsubscribe();
        entry.unsubscribe = unsubscribe;
      })
      .catch(() => {
        // Without signals the heartbeat's re-read still finds the result, a little later.
      })
      .finally(() => {
        entry.live = true;
        // Subscribed first, read second: a result recorded before the subscription is not missed.
        if (watched.get(id) === entry) void refresh(id, entry);
      });
    return entry;
  }

  return {
    /** Watches a payment at once; a state read by the caller before this call cannot miss a result. */
    watch(checkoutRequestId: string, watcher: PaymentWatcher): () => void {
      const entry = watched.get(checkoutRequestId) ?? start(checkoutRequestId);
      entry.watchers.add(watcher);
      // Once live, a result recorded before this watcher joined may already have been delivered.
      if (entry.live) void refresh(checkoutRequestId, entry);
      return () => {
        entry.watchers.delete(watcher);
        if (entry.watchers.size > 0 || watched.get(checkoutRequestId) !== entry) return;
        watched.delete(checkoutRequestId);
        clearInterval(entry.timer);
        entry.unsubscribe?.();
      };
    },
  };
}
