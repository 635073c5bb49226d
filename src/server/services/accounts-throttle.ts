// Failed sign-ins are counted in memory, per email and per client address (docs/decisions.md).

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_EMAIL = 5;
// Higher than per email: a shop's customers may share one address behind a mobile carrier's NAT.
export const MAX_FAILURES_PER_ADDRESS = 20;
// Past this many tracked keys, expired ones are swept so a flood of addresses cannot grow memory.
const SWEEP_AT = 10_000;

export class LoginThrottledError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    const minutes = Math.ceil(retryAfterSeconds / 60);
    super(
      `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    );
    this.name = 'LoginThrottledError';
  }
}

interface Counter {
  failures: number;
  windowEnds: number;
}

export interface LoginThrottleOptions {
  now?: () => number;
  maxPerEmail?: number;
  maxPerAddress?: number;
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

export function createLoginThrottle({
  now = Date.now,
  maxPerEmail = MAX_FAILURES_PER_EMAIL,
  maxPerAddress = MAX_FAILURES_PER_ADDRESS,
}: LoginThrottleOptions = {}) {
  const counters = new Map<string, Counter>();

  const live = (key: string): Counter | undefined => {
    const counter = counters.get(key);
    if (counter && counter.windowEnds <= now()) {
      counters.delete(key);
      return undefined;
    }
    return counter;
  };

  const keys = (email: string, address: string) =>
    [
      [`email:${email}`, maxPerEmail],
      [`address:${address}`, maxPerAddress],
    ] as const;

  return {
    /** Throws LoginThrottledError while either the email or the address is over its limit. */
    assertAllowed(email: string, address: string): void {
      for (const [key, max] of keys(email, address)) {
        const counter = live(key);
        if (counter && counter.failures >= max) {
          throw new LoginThrottledError(Math.max(1, Math.ceil((counter.windowEnds - now()) / 1000)));
        }
      }
    },

    recordFailure(email: string, address: string): void {
      if (counters.size >= SWEEP_AT) for (const key of counters.keys()) live(key);
      for (const [key] of keys(email, address)) {
        const counter = live(key);
        if (counter) counter.failures += 1;
        else counters.set(key, { failures: 1, windowEnds: now() + LOGIN_WINDOW_MS });
      }
    },

    /** A correct password clears the email's count; the address keeps its own. */
    recordSuccess(email: string): void {
      counters.delete(`email:${email}`);
    },
  };
}
