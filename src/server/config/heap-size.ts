// V8's heap, kept close to what the shop really holds. By default V8 lets the young generation
// grow to 32 MB and the old generation to several times its live size before it collects, so a
// process whose live data is about 40 MB sat at 150 MB after start and near 300 MB under load, and
// gave it back only when its idle collector ran. A shop runs on small machines, often beside its
// database; both settings are measured in docs/performance.md ("Memory").
//
// - The young generation stays at its starting size: objects of a request die young, and those that
//   survive two collections move on as usual. V8 only reads this when it would grow the space, so
//   it takes effect when set at run time.
// - The old generation may grow by 30 % of what survived its last full collection before the next.
//
// The cached pages and the product list are sent from Buffers outside this heap, so the cost is a
// few more short collections: the page and API figures stayed the same.
import { setFlagsFromString } from 'node:v8';

export const HEAP_FLAGS = ['--semi-space-growth-factor=1', '--heap-growing-percent=30'] as const;

/** Call before the shop's modules load, so that start-up work runs within the same limits. */
export function keepHeapSmall(): void {
  for (const flag of HEAP_FLAGS) setFlagsFromString(flag);
}
