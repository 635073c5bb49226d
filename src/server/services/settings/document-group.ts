// A family of the owner's documents read as one value: the settings' groups ('settings.delivery')
// and the content's pages ('content.faq'). Each part is stored under its own key and laid over its
// default while it passes its schema; what pages read is kept in memory until any process
// announces a change.
import type { Database } from '../../db/client';
import type { DbExecutor } from '../../db/executor';
import { cachedValue, type CachedValue } from '../catalogue';
import { readDocuments } from './documents';

// A change is heard at once through the notices; the limit only bounds a missed notice.
const CACHE_MS = 60_000;

export interface DocumentGroupOptions<P extends string, V extends Record<P, unknown>> {
  /** The keys' first word: a part `faq` of `content` is stored as 'content.faq'. */
  prefix: string;
  parts: readonly P[];
  defaults: V;
  /** A stored part through its schema; a part that fails it reads as its default. */
  check: (part: P, stored: unknown) => { success: boolean; data?: unknown };
}

export interface DocumentGroup<P extends string, V> {
  keyOf(part: P): string;
  /** The stored parts over the defaults, read through `executor` (a transaction's, to save or charge). */
  read(executor: DbExecutor): Promise<V>;
  /** `shape` of the group as `db` holds it, kept in memory between changes. */
  cached<T>(db: Database, shape: (value: V) => T | Promise<T>): CachedValue<T>;
}

export function documentGroup<P extends string, V extends Record<P, unknown>>({
  prefix,
  parts,
  defaults,
  check,
}: DocumentGroupOptions<P, V>): DocumentGroup<P, V> {
  const keyOf = (part: P) => `${prefix}.${part}`;
  const keys = parts.map(keyOf);

  async function read(executor: DbExecutor): Promise<V> {
    const stored = await readDocuments(executor, keys);
    const value: Record<P, unknown> = { ...defaults };
    for (const part of parts) {
      const document = stored.get(keyOf(part));
      if (!document) continue;
      const parsed = check(part, document.value);
      if (parsed.success) value[part] = parsed.data;
    }
    return value as V;
  }

  return {
    keyOf,
    read,
    cached: (db, shape) => cachedValue(async () => shape(await read(db)), CACHE_MS),
  };
}
