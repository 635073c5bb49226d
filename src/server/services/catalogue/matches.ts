// The catalogue page asks for the same few views again and again (the plain list, a category, a
// sort). Filtering and sorting the whole catalogue for each would make every page cost the whole
// catalogue, so each snapshot of it remembers its recent results. A write or the cache's time to
// live replaces the snapshot, and its results go with it: none outlives the products it came from.
import { filterProducts, type FilterableProduct } from '../../../core/catalogue-filter';
import type { CatalogueQuery } from '../../../core/catalogue-query';

// Searches are free text, so the memory is bounded: a few dozen lists of references at most.
const REMEMBERED_PER_SNAPSHOT = 32;

const remembered = new WeakMap<readonly FilterableProduct[], Map<string, FilterableProduct[]>>();

function keyOf(query: CatalogueQuery): string {
  return [query.q.toLowerCase(), query.category, query.price, query.skinType, query.sort].join('\u0000');
}

/** The products of `snapshot` that match `query`, in its order. Callers must not mutate the answer. */
export function matchingProducts<T extends FilterableProduct>(
  snapshot: readonly T[],
  query: CatalogueQuery,
): readonly T[] {
  let results = remembered.get(snapshot);
  if (!results) {
    results = new Map();
    remembered.set(snapshot, results);
  }
  const key = keyOf(query);
  const known = results.get(key);
  if (known) return known as T[];
  const found = filterProducts(snapshot, query);
  if (results.size >= REMEMBERED_PER_SNAPSHOT) {
    const oldest = results.keys().next().value;
    if (oldest !== undefined) results.delete(oldest);
  }
  results.set(key, found);
  return found;
}
