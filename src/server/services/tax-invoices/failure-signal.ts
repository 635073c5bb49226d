// How the invoices are faring with KRA, for the owner's alerts (services/alerts): an invoice whose
// latest send failed (job.ts writes the reason and the time on it) and is still not issued counts
// as one failure; the last invoice issued is the last success.
import { and, count, eq, gte, isNotNull, max, ne } from 'drizzle-orm';
import type { FailureSignal } from '../../../core/failure-alerts';
import type { Database } from '../../db/client';
import { taxInvoices } from './tables';

export async function etimsFailureSignal(db: Database, since: Date): Promise<FailureSignal> {
  const [failing] = await db
    .select({ failures: count(), last: max(taxInvoices.updatedAt) })
    .from(taxInvoices)
    .where(
      and(
        ne(taxInvoices.state, 'issued'),
        isNotNull(taxInvoices.lastError),
        gte(taxInvoices.updatedAt, since),
      ),
    );
  const [issued] = await db
    .select({ last: max(taxInvoices.issuedAt) })
    .from(taxInvoices)
    .where(and(eq(taxInvoices.state, 'issued'), gte(taxInvoices.issuedAt, since)));
  return {
    failures: Number(failing?.failures ?? 0),
    lastFailureAt: failing?.last ?? null,
    lastSuccessAt: issued?.last ?? null,
  };
}
