// How hard the bad-input suites try. `npm test` runs a few cases per endpoint so it stays quick;
// `npm run test:fuzz` sets FUZZ_RUNS much higher. The seed is fixed, so every run sends the same
// requests and a failure printed with its seed and path can be replayed exactly:
//   FUZZ_SEED=<seed> FUZZ_PATH=<path> npx vitest run --project fuzz-pglite -t '<test name>'
import type * as fc from 'fast-check';

function wholeNumberFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^-?\d+$/.test(raw)) throw new Error(`${name} must be a whole number (got "${raw}")`);
  return Number(raw);
}

/** Generated requests per endpoint (per property). */
export const FUZZ_RUNS = wholeNumberFromEnv('FUZZ_RUNS', 12);
export const FUZZ_SEED = wholeNumberFromEnv('FUZZ_SEED', 20261123);
const FUZZ_PATH = process.env.FUZZ_PATH || undefined;

export function fuzzParameters<T>(runs = FUZZ_RUNS): fc.Parameters<T> {
  // Replaying a path runs only that counterexample, then shrinks it.
  return { numRuns: runs, seed: FUZZ_SEED, ...(FUZZ_PATH ? { path: FUZZ_PATH } : {}) };
}

/**
 * FUZZ_SURVEY=1 keeps going after a failure and lists every distinct problem of a route at the
 * end (first request for each), instead of stopping at the first one and shrinking it.
 */
export const FUZZ_SURVEY = process.env.FUZZ_SURVEY === '1';

/** A test's time limit: generous per request, since a failure also spends time shrinking. */
export function fuzzTimeout(runs = FUZZ_RUNS): number {
  return 120_000 + runs * 2_000;
}

/**
 * Every generated request comes from its own client address through X-Forwarded-For, so the
 * per-address limits (counted in PostgreSQL) do not turn the run into a wall of 429s that would
 * hide deeper answers. A hop count of 1 takes the last X-Forwarded-For entry; it works whether
 * TRUST_PROXY is read as a boolean or as a hop count.
 */
export const FUZZ_TRUST_PROXY = '1';
