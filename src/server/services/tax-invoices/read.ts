// An order's tax documents as stored: its sale invoice and the credit notes of its refunds.
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { taxInvoices } from './tables';
import { orderNumbersOf } from '../orders';

export type TaxInvoiceRow = typeof taxInvoices.$inferSelect;

export interface OrderTaxDocuments {
  sale: TaxInvoiceRow;
  creditNotes: TaxInvoiceRow[];
}

export async function readOrderDocuments(db: Database, orderId: number): Promise<OrderTaxDocuments | null> {
  const rows = await db
    .select()
    .from(taxInvoices)
    .where(eq(taxInvoices.orderId, orderId))
    .orderBy(asc(taxInvoices.invoiceNumber));
  const sale = rows.find((row) => row.kind === 'sale');
  return sale ? { sale, creditNotes: rows.filter((row) => row.kind === 'credit_note') } : null;
}

/** Where each of these orders' sale invoice stands; an order without one is not in the map. */
export async function readSaleStates(
  db: Database,
  orderIds: readonly number[],
): Promise<Map<number, TaxInvoiceRow['state']>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ orderId: taxInvoices.orderId, state: taxInvoices.state })
    .from(taxInvoices)
    .where(and(inArray(taxInvoices.orderId, [...orderIds]), eq(taxInvoices.kind, 'sale')));
  return new Map(rows.map((row) => [row.orderId, row.state]));
}

export interface TaxInvoiceListRow extends TaxInvoiceRow {
  orderNumber: string;
}

/** The console's list, newest first: all, or those in the given states. */
export async function listInvoices(
  db: Database,
  { states, limit, offset }: { states?: readonly TaxInvoiceRow['state'][]; limit: number; offset: number },
): Promise<{ rows: TaxInvoiceListRow[]; total: number }> {
  const where: SQL | undefined = states?.length ? inArray(taxInvoices.state, [...states]) : undefined;
  const [rows, [counted]] = await Promise.all([
    db.select().from(taxInvoices).where(where).orderBy(desc(taxInvoices.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(taxInvoices).where(where),
  ]);
  const numbers = await orderNumbersOf(
    db,
    rows.map((row) => row.orderId),
  );
  return {
    rows: rows.flatMap((row) => {
      const orderNumber = numbers.get(row.orderId);
      return orderNumber === undefined ? [] : [{ ...row, orderNumber }];
    }),
    total: counted?.n ?? 0,
  };
}
