// How the shop's mail and texts are faring, for the owner's alerts (services/alerts): the failures
// since a moment and the last message that got through.
import { and, count, eq, gte, inArray, isNull, max, ne, notInArray, or } from 'drizzle-orm';
import type { FailureSignal } from '../../../core/failure-alerts';
import type { Database } from '../../db/client';
import { jobsFinishedSince } from '../jobs';
import { smsMessages } from './tables';
import { MAIL_JOB } from './mail-jobs';
import { NOT_TEXTABLE } from './sms-send';

/** A mail fails when its job is given up on after its last try (dead); one sent is a success. */
export async function mailFailureSignal(db: Database, since: Date): Promise<FailureSignal> {
  const [dead, sent] = await Promise.all([
    jobsFinishedSince(db, MAIL_JOB, 'dead', since),
    jobsFinishedSince(db, MAIL_JOB, 'done', since),
  ]);
  return { failures: dead.count, lastFailureAt: dead.last, lastSuccessAt: sent.last };
}

// Africa's Talking's delivery statuses for a text that did not arrive.
const UNDELIVERED = ['Failed', 'Rejected'];

/**
 * A text fails when Africa's Talking refuses it or it is given up on, or when its delivery report
 * says it did not arrive; one accepted and not reported undelivered is a success. A customer's
 * number outside SMS_COUNTRIES is the shop's rule, not a failure.
 */
export async function smsFailureSignal(db: Database, since: Date): Promise<FailureSignal> {
  const [refused] = await db
    .select({ failures: count(), last: max(smsMessages.updatedAt) })
    .from(smsMessages)
    .where(
      and(
        eq(smsMessages.state, 'failed'),
        gte(smsMessages.updatedAt, since),
        or(isNull(smsMessages.failureReason), ne(smsMessages.failureReason, NOT_TEXTABLE)),
      ),
    );
  const [undelivered] = await db
    .select({ failures: count(), last: max(smsMessages.reportedAt) })
    .from(smsMessages)
    .where(and(inArray(smsMessages.deliveryStatus, UNDELIVERED), gte(smsMessages.reportedAt, since)));
  const [sent] = await db
    .select({ last: max(smsMessages.sentAt) })
    .from(smsMessages)
    .where(
      and(
        eq(smsMessages.state, 'sent'),
        gte(smsMessages.sentAt, since),
        or(isNull(smsMessages.deliveryStatus), notInArray(smsMessages.deliveryStatus, UNDELIVERED)),
      ),
    );
  return {
    failures: Number(refused?.failures ?? 0) + Number(undelivered?.failures ?? 0),
    lastFailureAt: latest(refused?.last ?? null, undelivered?.last ?? null),
    lastSuccessAt: sent?.last ?? null,
  };
}

function latest(a: Date | null, b: Date | null): Date | null {
  if (!a || !b) return a ?? b;
  return a > b ? a : b;
}
