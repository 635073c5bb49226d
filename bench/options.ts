// What one `npm run bench` measures and how, read from the environment once (see bench/run.ts).

/** The parts of the benchmark, in the order they run; BENCH_ONLY and BENCH_SKIP name them. */
export const SECTIONS = [
  'api',
  'pages',
  'memory',
  'js',
  'lighthouse',
  'visits',
  'series',
  'console',
  'insights',
  'processes',
] as const;
export type Section = (typeof SECTIONS)[number];

export interface BenchOptions {
  sections: Set<Section>;
  /** Length of each load run on the main shop; the catalogue-size series uses half. */
  seconds: number;
  /** A PostgreSQL server to create throwaway databases on; unset means embedded PGlite. */
  databaseUrl: string | undefined;
  lighthouseRuns: number;
  chromePath: string;
  logLevel: string;
  verbose: boolean;
}

export class OptionsError extends Error {}

export function readOptions(env: NodeJS.ProcessEnv): BenchOptions {
  const only = sectionList(env.BENCH_ONLY, 'BENCH_ONLY');
  const skip = sectionList(env.BENCH_SKIP, 'BENCH_SKIP');
  const sections = new Set(
    SECTIONS.filter((s) => (only.length === 0 || only.includes(s)) && !skip.includes(s)),
  );
  if (sections.size === 0) throw new OptionsError('BENCH_ONLY and BENCH_SKIP leave nothing to measure');
  return {
    sections,
    seconds: positiveNumber(env.BENCH_SECONDS, 'BENCH_SECONDS', 5),
    databaseUrl: env.DATABASE_URL || undefined,
    lighthouseRuns: Math.max(
      1,
      Math.round(positiveNumber(env.BENCH_LIGHTHOUSE_RUNS, 'BENCH_LIGHTHOUSE_RUNS', 3)),
    ),
    chromePath: env.CHROME_PATH || '/usr/bin/chromium',
    logLevel: env.BENCH_LOG_LEVEL || 'info',
    verbose: Boolean(env.BENCH_VERBOSE),
  };
}

function sectionList(raw: string | undefined, name: string): Section[] {
  const names = (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = names.filter((s) => !(SECTIONS as readonly string[]).includes(s));
  if (unknown.length > 0) {
    throw new OptionsError(
      `${name}: unknown part ${unknown.join(', ')}; the parts are ${SECTIONS.join(', ')}`,
    );
  }
  return names as Section[];
}

function positiveNumber(raw: string | undefined, name: string, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new OptionsError(`${name} must be a positive number`);
  return value;
}
