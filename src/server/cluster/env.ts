// How many app processes `npm run serve` runs, merged into the config schema by config.ts.
import { availableParallelism } from 'node:os';
import { z } from 'zod';

export const clusterEnvShape = {
  // Unset: one process per core on PostgreSQL, one on the embedded database.
  WEB_CONCURRENCY: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce
      .number({ error: 'must be the number of app processes, a whole number from 1 to 256' })
      .int('must be the number of app processes, a whole number from 1 to 256')
      .min(1, 'must be the number of app processes, a whole number from 1 to 256')
      .max(256, 'must be the number of app processes, a whole number from 1 to 256')
      .optional(),
  ),
};

interface ClusterEnv {
  WEB_CONCURRENCY?: number;
  DATABASE_URL?: string;
}

export const EMBEDDED_ONE_PROCESS =
  'must be 1 with the embedded database: PGlite lives inside one process, so several app processes need PostgreSQL (set DATABASE_URL)';

/** PGlite is a database inside the process that opened it: a second process cannot share it. */
export function checkClusterEnv(env: ClusterEnv, ctx: z.RefinementCtx) {
  if (!env.DATABASE_URL && env.WEB_CONCURRENCY !== undefined && env.WEB_CONCURRENCY > 1) {
    ctx.addIssue({ code: 'custom', path: ['WEB_CONCURRENCY'], message: EMBEDDED_ONE_PROCESS });
  }
}

export function toWorkerCount(env: ClusterEnv, cores = availableParallelism()): number {
  return env.WEB_CONCURRENCY ?? (env.DATABASE_URL ? cores : 1);
}
