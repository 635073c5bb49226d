// A worker that keeps dying right after it starts (a bad deploy, a database refusing it) must not
// make the primary fork as fast as it can: each quick death waits twice as long as the last.

/** A worker that ran this long before dying was healthy: the next death starts the count afresh. */
export const STABLE_AFTER_MS = 60_000;
const FIRST_DELAY_MS = 1_000;
export const MAX_DELAY_MS = 30_000;

export interface CrashBackoff {
  /** How long to wait before replacing a worker that died after running `livedMs`. */
  next(livedMs: number): number;
}

export function crashBackoff(): CrashBackoff {
  let quickDeaths = 0;
  return {
    next(livedMs) {
      if (livedMs >= STABLE_AFTER_MS) quickDeaths = 0;
      // A one-off crash is replaced at once; only a streak waits.
      const delay = quickDeaths === 0 ? 0 : Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (quickDeaths - 1));
      quickDeaths += 1;
      return delay;
    },
  };
}
