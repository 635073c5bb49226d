// An answer from outside (a Daraja callback or result) can reach the shop before the request that
// asked for it has stored the ids the answer names. The writes still in flight are kept in a set;
// a read that finds nothing waits for them and reads again.

/**
 * `read()`, and when it finds nothing, `read()` again once the writes in `inFlight` have settled.
 * The set is copied before the first read: a write that stores its row after that read began, and
 * leaves the set before the read returns, would otherwise be missed by both reads.
 */
export async function readAfterInFlight<T>(
  inFlight: ReadonlySet<Promise<unknown>>,
  read: () => Promise<T | undefined>,
): Promise<T | undefined> {
  const pending = [...inFlight];
  const found = await read();
  if (found !== undefined || pending.length === 0) return found;
  await Promise.allSettled(pending);
  return read();
}
