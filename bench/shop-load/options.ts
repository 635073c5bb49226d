// What one `npm run test:load` does, read from the environment once (see run.ts).

export interface LoadOptions {
  shoppers: number;
  seconds: number;
  /** Shop processes started side by side, each sent an equal share of the requests. */
  processes: number;
  /** The PostgreSQL server the throwaway database is made on. */
  serverUrl: string;
  logLevel: string;
}

export class LoadOptionsError extends Error {}

export function readLoadOptions(env: NodeJS.ProcessEnv): LoadOptions {
  const serverUrl = env.DATABASE_URL || env.TEST_DATABASE_URL;
  if (!serverUrl) {
    throw new LoadOptionsError(
      'The load test runs on PostgreSQL: set DATABASE_URL or TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test).',
    );
  }
  return {
    shoppers: whole(env.LOAD_SHOPPERS, 'LOAD_SHOPPERS', 200),
    seconds: whole(env.LOAD_SECONDS, 'LOAD_SECONDS', 60),
    processes: whole(env.LOAD_PROCESSES, 'LOAD_PROCESSES', 2),
    serverUrl,
    logLevel: env.LOAD_LOG_LEVEL || 'warn',
  };
}

function whole(raw: string | undefined, name: string, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new LoadOptionsError(`${name} must be a whole number from 1`);
  return value;
}
