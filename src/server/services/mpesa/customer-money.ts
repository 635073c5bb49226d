// The money the shop holds that is one customer's, for erasing them (personal-data.ts): what the
// Refunds page lists for their orders and their phone (one rule, refunds/read.ts), and their Paybill
// payments that found no order and still wait to be assigned. Each payment is named once.
import { and, asc } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor';
import { mpesaC2bPayments } from './tables';
import { unmatchedFrom } from './paybill/payer-phones';
import { awaitingAssignment } from './paybill/refunded';
import { readNeededRefunds, type NeededRefundsOf } from './refunds/read';

export interface MoneyHeld {
  /** Null for a Paybill payment of no order: its receipt names it. */
  orderNumber: string | null;
  receipt: string;
  owedCents: number;
}

export async function moneyHeldFor(db: DbExecutor, of: NeededRefundsOf): Promise<MoneyHeld[]> {
  const [needed, unassigned] = await Promise.all([
    readNeededRefunds(db, of),
    db
      .select({ receipt: mpesaC2bPayments.transId, owedCents: mpesaC2bPayments.amountCents })
      .from(mpesaC2bPayments)
      .where(and(unmatchedFrom(of.payerPhones), awaitingAssignment(db)))
      .orderBy(asc(mpesaC2bPayments.id)),
  ]);
  return [
    ...needed.map(({ orderNumber, receipt, owedCents }) => ({ orderNumber, receipt, owedCents })),
    ...unassigned.map(({ receipt, owedCents }) => ({ orderNumber: null, receipt, owedCents })),
  ];
}
