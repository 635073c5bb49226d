// For unit tests of readers built on readAfterInFlight: the moment an answer from outside arrives
// with nothing yet to find. Which reads see a stored row is a matter of timing against a real
// database, so this one answers in the order the race needs.

/**
 * A write in flight and a database whose first `select … from … where` finds nothing, while the
 * write finishes and leaves its set during that read, as a write finishing at that moment does;
 * every later read finds `row`.
 */
export function writeFinishingDuringTheFirstRead<Row>(row: Row) {
  let finishWrite!: () => void;
  const write = new Promise<void>((resolve) => (finishWrite = resolve));
  const inFlight = new Set<Promise<unknown>>([write]);
  let reads = 0;
  const select = () => ({
    from: () => ({
      where: async () => {
        reads += 1;
        if (reads > 1) return [row];
        finishWrite();
        inFlight.delete(write);
        return [];
      },
    }),
  });
  return { inFlight, select };
}
