import { defineConfig } from 'vitest/config';

const apiSuite = (name: string, env: Record<string, string>) => ({
  extends: true as const,
  test: {
    name,
    include: ['test/api/**/*.test.ts'],
    env,
    // Each file starts the app on its own database; PGlite needs a moment to boot.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

// The API suite runs on embedded PGlite always, and again on PostgreSQL when CI provides one.
const projects = [
  { extends: true as const, test: { name: 'unit', include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'] } },
  apiSuite('api-pglite', { TEST_DB: 'pglite' }),
  ...(process.env.TEST_DATABASE_URL ? [apiSuite('api-postgres', { TEST_DB: 'postgres' })] : []),
];

export default defineConfig({
  test: {
    projects,
    setupFiles: ['test/support/fail-on-console-error.ts'],
    pool: 'forks',
  },
});
