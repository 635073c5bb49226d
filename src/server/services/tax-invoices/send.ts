// Sending a branch's invoices to KRA, in number order: the control unit takes invoice N only after
// N - 1, so one process at a time sends a branch's invoices (a lease on its counter row) from the
// lowest one not yet issued. A job that finds the lease taken leaves its invoice to the holder,
// which looks for more after giving the lease back, so an invoice written meanwhile is never
// stranded; a holder that died leaves a lease that runs out before its job is claimed again.
//
// Failing half-way: an invoice's row and number were written with the order, so nothing is lost.
// A send whose answer never arrived (the process died, the line dropped) is sent again with the
// same number and the same document, and KRA's control unit answers a repeat with the receipt it
// already gave: no gap, no double.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { taxInvoiceCounters, taxInvoices } from './tables';
import type { EtimsClient } from '../../integrations/etims/client';
import { EtimsError } from '../../integrations/etims/errors';
import { errorReason } from '../../lib/error-reason';
import type { SettingsService } from '../settings';
import { shopDevice, type SellerDevice } from './device';
import { registerItems } from './items';
import { queueSend } from './queue-send';

export interface SendDeps {
  db: Database;
  client: EtimsClient;
  settings: Pick<SettingsService, 'readFresh'>;
  /** ETIMS_CMC_KEY: a device's key from outside the shop. */
  cmcKey: string | null;
  /** How long one process holds a branch; shorter than a job's lease. */
  sendLeaseMs: number;
  /** At most this many invoices per run; a further job carries on. */
  batch: number;
}

export class NotSentError extends Error {
  constructor(
    message: string,
    /** The invoice KRA refused or could not be reached for; later ones wait for it. */
    readonly invoiceId: number | null,
    /** Trying again unchanged cannot help (KRA refused the request itself). */
    readonly refused: boolean,
  ) {
    super(message);
    this.name = 'NotSentError';
  }
}

/** The branch is another sender's (or was taken over after this one's lease ran out). */
export class BranchBusy extends Error {
  constructor() {
    super("Another process is sending this branch's invoices; trying again later");
    this.name = 'BranchBusy';
  }
}

export const SETTINGS_MISSING =
  'Set the KRA PIN and the eTIMS device serial number in Settings (Tax) to send tax invoices';

/** Sends the branch's waiting invoices in order; false when another process holds the branch. */
export async function sendBranch(deps: SendDeps, branchId: string): Promise<boolean> {
  const holder = randomUUID();
  if (!(await takeLease(deps, branchId, holder))) return false;
  try {
    // Renewed before every call to KRA, each shorter than the lease (the client's timeout): a
    // sender that lost the branch stops before sending anything more.
    await sendInOrder(deps, branchId, () => keepLease(deps, branchId, holder));
  } finally {
    await releaseLease(deps.db, branchId, holder);
  }
  return true;
}

async function sendInOrder(deps: SendDeps, branchId: string, keep: () => Promise<void>) {
  const { tax } = await deps.settings.readFresh(deps.db);
  let device: SellerDevice | null;
  try {
    device = await shopDevice(deps, tax, branchId);
  } catch (error) {
    throw new NotSentError(`eTIMS device: ${reasonOf(error)}`, null, isRefusal(error));
  }
  if (!device) throw new NotSentError(SETTINGS_MISSING, null, false);
  for (let sent = 0; sent < deps.batch; sent += 1) {
    const next = await firstUnsent(deps.db, branchId);
    if (!next) return;
    try {
      await registerItems(deps.db, deps.client, device, next.document.lines, keep);
      await keep();
      const receipt = await deps.client.saveSale(device, {
        invoiceNumber: next.invoiceNumber,
        originalInvoiceNumber: next.originalInvoiceNumber ?? 0,
        kind: next.kind,
        document: next.document,
      });
      await deps.db
        .update(taxInvoices)
        .set({
          state: 'issued',
          sellerPin: device.tin,
          sellerName: device.taxpayerName,
          cuSerialNumber: device.sdcId,
          cuInvoiceNumber: `${device.sdcId}/${receipt.receiptNumber}`,
          receiptSignature: receipt.signature,
          internalData: receipt.internalData,
          cuDateTime: receipt.cuDateTime,
          issuedAt: new Date(),
          lastError: null,
          updatedAt: new Date(),
        })
        .where(and(eq(taxInvoices.id, next.id), ne(taxInvoices.state, 'issued')));
    } catch (error) {
      if (error instanceof BranchBusy) throw error;
      throw new NotSentError(`Invoice ${next.invoiceNumber}: ${reasonOf(error)}`, next.id, isRefusal(error));
    }
  }
  // A long queue (KRA was away for a day) goes on in a further job rather than one long run.
  const rest = await firstUnsent(deps.db, branchId);
  if (rest) await queueSend(deps.db, rest.id, `after:${rest.invoiceNumber - 1}`);
}

/** The branch's lowest-numbered invoice KRA has not issued: the only one it may take next. */
async function firstUnsent(db: Database, branchId: string) {
  const [row] = await db
    .select()
    .from(taxInvoices)
    .where(and(eq(taxInvoices.branchId, branchId), ne(taxInvoices.state, 'issued')))
    .orderBy(asc(taxInvoices.invoiceNumber))
    .limit(1);
  return row;
}

/** Whether any invoice of the branch still waits (looked at after giving the lease back). */
export async function branchWaiting(db: Database, branchId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: taxInvoices.id })
    .from(taxInvoices)
    .where(and(eq(taxInvoices.branchId, branchId), eq(taxInvoices.state, 'pending')))
    .limit(1);
  return row !== undefined;
}

const leaseEnd = (ms: number) => sql`now() + ${Math.round(ms)} * interval '1 millisecond'`;

async function takeLease(deps: SendDeps, branchId: string, holder: string): Promise<boolean> {
  const rows = await deps.db
    .update(taxInvoiceCounters)
    .set({ sendingUntil: leaseEnd(deps.sendLeaseMs), sendingBy: holder })
    .where(
      and(
        eq(taxInvoiceCounters.branchId, branchId),
        or(isNull(taxInvoiceCounters.sendingUntil), lte(taxInvoiceCounters.sendingUntil, sql`now()`)),
      ),
    )
    .returning({ branchId: taxInvoiceCounters.branchId });
  return rows.length > 0;
}

/** Extends this sender's lease; BranchBusy when it ran out and another sender took the branch. */
async function keepLease(deps: SendDeps, branchId: string, holder: string) {
  const rows = await deps.db
    .update(taxInvoiceCounters)
    .set({ sendingUntil: leaseEnd(deps.sendLeaseMs) })
    .where(and(eq(taxInvoiceCounters.branchId, branchId), eq(taxInvoiceCounters.sendingBy, holder)))
    .returning({ branchId: taxInvoiceCounters.branchId });
  if (rows.length === 0) throw new BranchBusy();
}

async function releaseLease(db: Database, branchId: string, holder: string) {
  await db
    .update(taxInvoiceCounters)
    .set({ sendingUntil: null, sendingBy: null })
    .where(and(eq(taxInvoiceCounters.branchId, branchId), eq(taxInvoiceCounters.sendingBy, holder)));
}

const isRefusal = (error: unknown) => error instanceof EtimsError && !error.retryable;

function reasonOf(error: unknown): string {
  if (error instanceof EtimsError) return `KRA answered ${error.resultCd}: ${error.resultMsg}`;
  return errorReason(error);
}
