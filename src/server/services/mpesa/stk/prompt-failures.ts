// Prompts Daraja refused or could not be reached for, kept only for the owner's alerts
// (services/alerts): a refused prompt's reservation is deleted (push.ts), so this is their one trace.
import { and, count, gte, like, lt, max, not } from 'drizzle-orm';
import type { FailureSignal } from '../../../../core/failure-alerts';
import type { Database } from '../../../db/client';
import { mpesaPayments, mpesaPromptFailures } from '../tables';
import { RESERVATION_PREFIX } from './waiting';

export const PROMPT_UNAVAILABLE = 'unavailable';

/**
 * Notes one refused or unsent prompt, whatever the code: Daraja answers 500.001.1001 both for a
 * payer whose phone is busy with another payment and for a wrong passkey or an unknown merchant, so
 * the code cannot tell the payer's trouble from the shop's. The alert's rule does: a payer's
 * refusals come between other payers' prompts that go through.
 */
export async function recordPromptFailure(db: Database, errorCode: string): Promise<void> {
  await db.insert(mpesaPromptFailures).values({ errorCode });
}

/**
 * Failures since `since`, and the last prompt Daraja took since then (a payment row past its
 * reservation; one taken earlier cannot be newer than a failure counted).
 */
export async function promptFailureSignal(db: Database, since: Date): Promise<FailureSignal> {
  const [failed] = await db
    .select({ failures: count(), last: max(mpesaPromptFailures.createdAt) })
    .from(mpesaPromptFailures)
    .where(gte(mpesaPromptFailures.createdAt, since));
  const [sent] = await db
    .select({ last: max(mpesaPayments.createdAt) })
    .from(mpesaPayments)
    .where(
      and(
        gte(mpesaPayments.createdAt, since),
        not(like(mpesaPayments.checkoutRequestId, `${RESERVATION_PREFIX}%`)),
      ),
    );
  return {
    failures: Number(failed?.failures ?? 0),
    lastFailureAt: failed?.last ?? null,
    lastSuccessAt: sent?.last ?? null,
  };
}

/** Deletes the notes older than `before`: the alerts look back an hour. */
export async function sweepPromptFailures(db: Database, before: Date): Promise<void> {
  await db.delete(mpesaPromptFailures).where(lt(mpesaPromptFailures.createdAt, before));
}
