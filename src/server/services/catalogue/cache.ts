// What every shopper sees (products, stock, approved reviews) changes only when stock moves, an
// admin edits a product or a review is approved or removed. Such reads are kept in memory (the
// catalogue, rendered pages) and dropped when the content's generation moves on. A writer
// announces its change inside its transaction: this process moves on at once, and every process,
// this one included, moves on again when the change commits (a read made between the two could
// still see the old rows). Nothing that takes money or stock reads these caches: orders re-read
// prices and take stock in their transaction.
import type { DatabaseHandle } from '../../db/client';
import { listenForNotices, sendNotice, type NoticeListener } from '../../db/change-notices';
import type { DbExecutor } from '../../db/executor';

const CHANNEL = 'shop_content_changed';
let generation = 0;

/** Moves this process on; for writes made behind the services' back (tests, scripts). */
export function catalogueChanged(): void {
  generation += 1;
}

/** Called by every write to what shoppers see, inside its transaction. */
export async function announceCatalogueChange(tx: DbExecutor): Promise<void> {
  catalogueChanged();
  await sendNotice(tx, CHANNEL);
}

export function contentGeneration(): number {
  return generation;
}

/** Hears other processes' changes (and this one's commits). */
export function listenForCatalogueChanges(
  database: DatabaseHandle,
  onError: (error: unknown) => void,
): Promise<NoticeListener> {
  // A lost connection may have lost a notice: anything may have changed meanwhile.
  return listenForNotices(database, {
    channel: CHANNEL,
    onNotice: catalogueChanged,
    onReconnect: catalogueChanged,
    onError,
  });
}

export interface CachedValue<T> {
  get(): Promise<T>;
}

export function cachedValue<T>(load: () => Promise<T>, ttlMs: number): CachedValue<T> {
  let entry: { value: Promise<T>; generation: number; expiresAt: number } | null = null;
  return {
    get() {
      const now = Date.now();
      if (entry && entry.generation === generation && entry.expiresAt > now) return entry.value;
      const startedAt = generation;
      const value = load();
      entry = { value, generation: startedAt, expiresAt: now + ttlMs };
      // A failed read is not remembered: the next caller tries the database again.
      value.catch(() => {
        if (entry?.value === value) entry = null;
      });
      return value;
    },
  };
}
