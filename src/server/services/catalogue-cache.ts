// Every page and the product list API read the whole catalogue, which changes only when stock
// moves or an admin edits a product. Reading it once a second instead of once a request keeps the
// embedded database out of the hot path. Writers in this process bump the generation, so their
// own change shows at once; another process's change shows within the time to live. Nothing that
// takes money or stock reads this cache: orders re-read prices and take stock in their transaction.

let generation = 0;

/** Called by every write to products (stock taken or released, product edited). */
export function catalogueChanged(): void {
  generation += 1;
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
