// Jobs whose payload names someone being forgotten (services/privacy, through the domain that
// queued them): the queue does not know what its payloads mean, so the caller says which field of
// which kind of job holds what.
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor';
import { backgroundJobs } from './tables';

export type JobPayloadMatch = {
  kind: string;
  /** Only jobs still waiting to run. */
  pendingOnly?: boolean;
  /**
   * The payload's field: text looked for in `textIn` without regard to case (give them lower-cased),
   * or a whole number in `integerIn`.
   */
  field: string;
} & ({ textIn: readonly string[] } | { integerIn: readonly number[] });

function condition(match: JobPayloadMatch): SQL | undefined {
  const field = sql`${backgroundJobs.payload}->>${match.field}`;
  const values = 'textIn' in match ? match.textIn : match.integerIn;
  if (values.length === 0) return undefined;
  return and(
    eq(backgroundJobs.kind, match.kind),
    match.pendingOnly ? eq(backgroundJobs.state, 'pending') : undefined,
    'textIn' in match
      ? inArray(sql`lower(${field})`, [...match.textIn])
      : inArray(sql`(${field})::int`, [...match.integerIn]),
  );
}

/** Deletes the jobs any of `matches` finds; the kind of each job deleted. */
export async function deleteJobsByPayload(tx: DbExecutor, matches: JobPayloadMatch[]): Promise<string[]> {
  const conditions = matches.map(condition).filter((found) => found !== undefined);
  if (conditions.length === 0) return [];
  const deleted = await tx
    .delete(backgroundJobs)
    .where(or(...conditions))
    .returning({ kind: backgroundJobs.kind });
  return deleted.map((job) => job.kind);
}
