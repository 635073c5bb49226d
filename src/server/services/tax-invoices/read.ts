// An order's tax documents as stored: its sale invoice and the credit notes of its refunds.
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema';
import { taxInvoices } from './tables';

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
  const rows = await db
    .select({ invoice: taxInvoices, orderNumber: orders.orderNumber })
    .from(taxInvoices)
    .innerJoin(orders, eq(orders.id, taxInvoices.orderId))
    .where(where)
    .orderBy(desc(taxInvoices.id))
    .limit(limit)
    .offset(offset);
  const [counted] = await db.select({ n: count() }).from(taxInvoices).where(where);
  return {
    rows: rows.map((row) => ({ ...row.invoice, orderNumber: row.orderNumber })),
    total: counted?.n ?? 0,
  };
}
