// The job that sends an invoice (send.ts sends its branch's waiting invoices in order). A failure
// is written on the invoice it concerns, so the console shows it while the job tries again; KRA's
// refusal of the request, or the last try, marks that invoice failed, and the owner's retry or the
// next invoice's job sends it again.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { taxInvoices } from './tables';
import { setTimeout as sleep } from 'node:timers/promises';
import type { JobHandler, RetryPolicy } from '../jobs';
import type { TaxInvoiceJobPayload } from './queue-send';
import { BranchBusy, branchWaiting, NotSentError, sendBranch, type SendDeps } from './send';

/** Waits from 30 s doubling to an hour: about a day and a half of tries (KRA's outages last hours). */
export const TAX_INVOICE_RETRY: RetryPolicy = { attempts: 40, firstDelayMs: 30_000 };

export function taxInvoiceJobHandler(deps: SendDeps & { retry?: RetryPolicy }): JobHandler {
  const retry = deps.retry ?? TAX_INVOICE_RETRY;
  return {
    retry,
    async run(job) {
      const { invoiceId } = job.payload as TaxInvoiceJobPayload;
      const [invoice] = await deps.db
        .select({ branchId: taxInvoices.branchId, state: taxInvoices.state })
        .from(taxInvoices)
        .where(eq(taxInvoices.id, invoiceId));
      if (!invoice || invoice.state === 'issued') return;
      const lastTry = job.attempts >= retry.attempts;
      try {
        await sendWhenFree(deps, invoice.branchId);
      } catch (error) {
        // A busy branch is no fault of the invoice's: only its last try says so on it.
        if (!(error instanceof BranchBusy) || lastTry) await noteFailure(deps.db, invoiceId, error, lastTry);
        throw error;
      }
    },
  };
}

// Another job, of this process or another, usually holds the branch for a moment (and sends this
// invoice too): wait for it rather than wait out a backoff. A lease left by a process that died
// runs out within the send lease; a job that still finds it taken tries again later.
const WAIT_STEP_MS = 50;
const MAX_WAIT_MS = 20_000;
// Rounds of sending per run: a long queue goes on in the further job send.ts queues.
const MAX_ROUNDS = 3;

async function sendWhenFree(deps: SendDeps, branchId: string): Promise<void> {
  const giveUpAt = Date.now() + Math.min(deps.sendLeaseMs, MAX_WAIT_MS);
  for (let rounds = 0; rounds < MAX_ROUNDS;) {
    if (await sendBranch(deps, branchId)) {
      rounds += 1;
      // Invoices written while this process sent are sent now, not left for their own jobs.
      if (!(await branchWaiting(deps.db, branchId))) return;
      continue;
    }
    if (Date.now() >= giveUpAt) throw new BranchBusy();
    await sleep(WAIT_STEP_MS);
  }
}

async function noteFailure(db: Database, jobInvoiceId: number, error: unknown, lastTry: boolean) {
  const reason = error instanceof Error ? error.message : String(error);
  const failed = error instanceof NotSentError ? (error.invoiceId ?? jobInvoiceId) : jobInvoiceId;
  const refused = error instanceof NotSentError && error.refused;
  await db
    .update(taxInvoices)
    .set({ lastError: reason, updatedAt: new Date(), ...(refused || lastTry ? { state: 'failed' } : {}) })
    .where(eq(taxInvoices.id, failed));
  if (failed !== jobInvoiceId) {
    await db
      .update(taxInvoices)
      .set({
        lastError: `Waiting for an earlier invoice. ${reason}`,
        updatedAt: new Date(),
        ...(lastTry ? { state: 'failed' } : {}),
      })
      .where(eq(taxInvoices.id, jobInvoiceId));
  }
}
