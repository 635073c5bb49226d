// How jobs of one kind have been ending, for whoever watches that kind (the owner's alerts read
// the mail jobs this way, services/notifications).
import { and, count, eq, gte, max } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor';
import { backgroundJobs } from './tables';

export interface FinishedJobs {
  count: number;
  /** When the last of them finished; null when none did. */
  last: Date | null;
}

/** The jobs of `kind` that finished in `state` (done, or dead after their last try) since `since`. */
export async function jobsFinishedSince(
  db: DbExecutor,
  kind: string,
  state: 'dead' | 'done',
  since: Date,
): Promise<FinishedJobs> {
  const [row] = await db
    .select({ count: count(), last: max(backgroundJobs.finishedAt) })
    .from(backgroundJobs)
    .where(
      and(
        eq(backgroundJobs.kind, kind),
        eq(backgroundJobs.state, state),
        gte(backgroundJobs.finishedAt, since),
      ),
    );
  return { count: Number(row?.count ?? 0), last: row?.last ?? null };
}
