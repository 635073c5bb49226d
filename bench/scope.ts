// Servers, browsers, data folders and databases the benchmark makes must not outlive it, also when
// it fails half-way or is stopped with Ctrl-C: a leftover PostgreSQL database would skew the next run.

type Stop = () => Promise<void>;

const live = new Set<Stop[]>();

/** Runs `body`; everything it hands to `defer` is undone afterwards, newest first. */
export async function scoped<T>(body: (defer: (stop: Stop) => void) => Promise<T>): Promise<T> {
  const stops: Stop[] = [];
  live.add(stops);
  try {
    return await body((stop) => stops.push(stop));
  } finally {
    live.delete(stops);
    await undo(stops);
  }
}

/** Undoes every open scope; for a signal handler, before the process exits. */
export async function undoAll(): Promise<void> {
  const scopes = [...live].reverse();
  live.clear();
  for (const stops of scopes) await undo(stops);
}

async function undo(stops: Stop[]) {
  while (stops.length > 0) {
    try {
      await stops.pop()!();
    } catch (error) {
      console.error(`Cleaning up failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
