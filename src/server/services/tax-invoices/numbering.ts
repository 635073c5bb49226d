// Invoice numbers count from 1 per branch with no gap: KRA's control unit takes invoice N only
// after N - 1. The counter row is taken with one upsert in the transaction that writes the
// invoice, so its lock queues parallel payments, and a transaction that rolls back gives its number
// back with it (a sequence would leave a gap).
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor';
import { taxInvoiceCounters } from './tables';

export async function nextInvoiceNumber(tx: DbExecutor, branchId: string): Promise<number> {
  const [row] = await tx
    .insert(taxInvoiceCounters)
    .values({ branchId, lastNumber: 1 })
    .onConflictDoUpdate({
      target: taxInvoiceCounters.branchId,
      set: { lastNumber: sql`${taxInvoiceCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: taxInvoiceCounters.lastNumber });
  return row!.lastNumber;
}
