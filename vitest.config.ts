import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// New password hashes in the projects that start the shop cost 2^10 instead of the shop's 2^15
// (src/server/lib/password.ts): the unit tests keep the shop's cost.
const CHEAP_HASHES = { TEST_PASSWORD_COST: String(2 ** 10) };

// Every project that starts the shop copies its scratch databases from templates made once a run;
// the page build is made once for the projects that serve it.
const DATABASE_TEMPLATES = 'test/support/database-templates.ts';
const PAGE_BUILD = 'test/fuzz/page-build-setup.ts';

const apiSuite = (name: string, env: Record<string, string>) => ({
  extends: true as const,
  test: {
    name,
    include: ['test/api/**/*.test.ts'],
    env: { ...CHEAP_HASHES, ...env },
    globalSetup: [DATABASE_TEMPLATES],
    // Each file starts its own app on its own database, so the files of one worker may share their
    // modules: importing the shop anew for every file was a third of the suite's time (the API
    // files on PGlite took 10.6 minutes isolated, 6.1 sharing), and PGlite's WebAssembly is compiled
    // once a worker instead of once a file.
    isolate: false,
    // Each file starts the app on its own database; PGlite needs a moment to boot.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

// Generated bad input to every endpoint and page (test/fuzz, FUZZ_RUNS cases per endpoint). The
// page part needs the page build: its global setup makes it when it is missing or stale.
const fuzzSuite = (name: string, env: Record<string, string>, { pages }: { pages: boolean }) => ({
  extends: true as const,
  test: {
    name,
    include: pages ? ['test/fuzz/**/*.test.ts'] : ['test/fuzz/api-*.test.ts'],
    env: { ...CHEAP_HASHES, ...env },
    globalSetup: pages ? [DATABASE_TEMPLATES, PAGE_BUILD] : [DATABASE_TEMPLATES],
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});

// Pages served from the production build (the page cache lives only there); the build is made by
// the same global setup as the page fuzz's.
const pageSuite = (name: string, env: Record<string, string>) => ({
  extends: true as const,
  test: {
    name,
    include: ['test/pages/**/*.test.ts'],
    env: { ...CHEAP_HASHES, ...env },
    globalSetup: [DATABASE_TEMPLATES, PAGE_BUILD],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});

// Faults under running shop processes on PostgreSQL (test/faults): the database's connections ended,
// its server stopped and started, one of two processes killed. The processes serve the page build
// the same global setup makes. PGlite lives inside one process and has no such faults.
const faultSuite = (name: string, env: Record<string, string>) => ({
  extends: true as const,
  test: {
    name,
    include: ['test/faults/**/*.test.ts'],
    env: { ...CHEAP_HASHES, ...env },
    globalSetup: [DATABASE_TEMPLATES, PAGE_BUILD],
    testTimeout: 240_000,
    hookTimeout: 120_000,
  },
});

// The API suite runs on embedded PGlite always, and again on PostgreSQL when CI provides one. The
// page fuzz runs on PGlite only: pages reach the database through the same services as the API.
const projects = [
  {
    extends: true as const,
    test: { name: 'unit', include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'] },
  },
  apiSuite('api-pglite', { TEST_DB: 'pglite' }),
  pageSuite('pages-pglite', { TEST_DB: 'pglite' }),
  fuzzSuite('fuzz-pglite', { TEST_DB: 'pglite' }, { pages: true }),
  ...(process.env.TEST_DATABASE_URL
    ? [
        apiSuite('api-postgres', { TEST_DB: 'postgres' }),
        pageSuite('pages-postgres', { TEST_DB: 'postgres' }),
        fuzzSuite('fuzz-postgres', { TEST_DB: 'postgres' }, { pages: false }),
        faultSuite('faults-postgres', { TEST_DB: 'postgres' }),
      ]
    : []),
];

export default defineConfig({
  test: {
    projects,
    setupFiles: ['test/support/fail-on-console-error.ts'],
    pool: 'forks',
    // Each project transforms the shop's modules for its own workers; kept on disk, one project's
    // transforms serve the others (and the next run).
    experimental: { fsModuleCache: true },
    // Vitest's default (one fewer than the CPUs) runs one file at a time on a two-CPU machine, and
    // an API file spends much of its time waiting on HTTP, timers and the database (the suite took
    // 31 minutes one at a time on two CPUs). Two files per CPU finished no sooner on two CPUs, and
    // the tests that wait on timers and leases met them late more often.
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
