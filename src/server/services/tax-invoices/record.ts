// Writing an invoice: in the transaction that confirms the order (or settles the refund, or
// cancels the order), under the order's row lock, so an order is invoiced once and a refund or a
// cancellation credited once however often the payment or the result is retried. The document is
// fixed here and a job is queued to send it.
import { and, eq } from 'drizzle-orm';
import { lineTitle } from '../../../core/line-title';
import { creditNoteDocument, saleDocument } from '../../../core/tax-invoice-document';
import { lineTaxType, STANDARD_TAX_TYPE } from '../../../core/tax-types';
import type { DbExecutor } from '../../db/executor';
import { taxInvoices } from './tables';
import { kraPinOf } from '../accounts';
import { productTaxTypes } from '../catalogue';
import type { Order } from '../orders';
import type { SettingsService } from '../settings';
import { nextInvoiceNumber } from './numbering';
import { queueSend } from './queue-send';

export interface RecordDeps {
  settings: Pick<SettingsService, 'readFresh'>;
}

/** The sale invoice of a confirmed order; nothing when the order has one already. */
export async function recordSaleInvoice(
  deps: RecordDeps,
  tx: DbExecutor,
  order: Order,
  at: Date,
): Promise<void> {
  const [existing] = await tx
    .select({ id: taxInvoices.id })
    .from(taxInvoices)
    .where(and(eq(taxInvoices.orderId, order.id), eq(taxInvoices.kind, 'sale')));
  if (existing) return;
  const { tax } = await deps.settings.readFresh(tx);
  const types = await productTaxTypes(
    tx,
    order.items.map((item) => item.productId),
  );
  const document = saleDocument({
    orderNumber: order.orderNumber,
    buyer: { name: order.customerName, pin: await buyerPin(tx, order.userId) },
    paymentMethod: order.paymentMethod,
    at: at.toISOString(),
    lines: order.items.map((item) => ({
      productId: item.productId,
      ...(item.variantId !== undefined ? { variantId: item.variantId } : {}),
      name: lineTitle(item),
      unitPriceCents: item.unitPriceCents,
      quantity: item.quantity,
      taxType: lineTaxType(types.get(item.productId) ?? STANDARD_TAX_TYPE, tax.vatRegistered),
    })),
    deliveryFeeCents: order.deliveryFeeCents,
    deliveryTaxType: lineTaxType(STANDARD_TAX_TYPE, tax.vatRegistered),
    discountCents: order.discountCents,
  });
  const invoiceNumber = await nextInvoiceNumber(tx, tax.branchId);
  const [row] = await tx
    .insert(taxInvoices)
    .values({ orderId: order.id, kind: 'sale', branchId: tax.branchId, invoiceNumber, document })
    .returning({ id: taxInvoices.id });
  await queueSend(tx, row!.id);
}

export interface SettledRefund {
  id: number;
  orderId: number;
  amountCents: number;
  /** What the shop still holds on the order once this refund is out. */
  keptCents: number;
  reason: string;
}

/**
 * The credit note of a refund that reached the customer, against the order's sale invoice; nothing
 * when the order was never invoiced (paid after it was cancelled, or before invoicing began). It
 * credits what brings the invoiced amount down to the money the shop still holds: a refund of an
 * overpayment leaves the sale as it was and gets none, and a refund of a cancelled order none
 * either (its cancellation credited the sale in full).
 */
export async function recordCreditNote(tx: DbExecutor, refund: SettledRefund, at: Date): Promise<void> {
  const invoiced = await invoicedSale(tx, refund.orderId);
  if (!invoiced || invoiced.refundIds.includes(refund.id)) return;
  const { stillCents } = invoiced;
  const cents = Math.min(
    refund.amountCents,
    stillCents - Math.max(0, Math.min(refund.keptCents, stillCents)),
  );
  await writeCreditNote(tx, invoiced.sale, { refundId: refund.id, cents, reason: refund.reason, at });
}

export const CANCELLED_REASON = 'Order cancelled';

/**
 * The credit note of a confirmed sale cancelled before it left the shop: the sale did not happen,
 * so whatever of its invoice no refund has credited yet is credited now. Nothing for an order never
 * invoiced; the order's row lock, held by the cancellation, keeps refunds' notes from racing it.
 */
export async function recordCancellationCreditNote(tx: DbExecutor, orderId: number, at: Date): Promise<void> {
  const invoiced = await invoicedSale(tx, orderId);
  if (!invoiced || invoiced.cancelled) return;
  await writeCreditNote(tx, invoiced.sale, {
    refundId: null,
    cents: invoiced.stillCents,
    reason: CANCELLED_REASON,
    at,
  });
}

/** The order's sale invoice, what its credit notes left of it, and what they answer. */
async function invoicedSale(tx: DbExecutor, orderId: number) {
  const [sale] = await tx
    .select()
    .from(taxInvoices)
    .where(and(eq(taxInvoices.orderId, orderId), eq(taxInvoices.kind, 'sale')));
  if (!sale) return null;
  const notes = await tx
    .select({ refundId: taxInvoices.refundId, document: taxInvoices.document })
    .from(taxInvoices)
    .where(and(eq(taxInvoices.orderId, orderId), eq(taxInvoices.kind, 'credit_note')));
  const credited = notes.reduce((sum, note) => sum + note.document.totalCents, 0);
  return {
    sale,
    stillCents: sale.document.totalCents - credited,
    refundIds: notes.map((note) => note.refundId),
    cancelled: notes.some((note) => note.refundId === null),
  };
}

/** Numbers and queues a credit note of `cents` against the sale; nothing when there is none to credit. */
async function writeCreditNote(
  tx: DbExecutor,
  sale: typeof taxInvoices.$inferSelect,
  note: { refundId: number | null; cents: number; reason: string; at: Date },
): Promise<void> {
  if (note.cents <= 0) return;
  const document = creditNoteDocument(sale.document, {
    cents: note.cents,
    reason: note.reason,
    at: note.at.toISOString(),
  });
  const invoiceNumber = await nextInvoiceNumber(tx, sale.branchId);
  const [row] = await tx
    .insert(taxInvoices)
    .values({
      orderId: sale.orderId,
      refundId: note.refundId,
      kind: 'credit_note',
      branchId: sale.branchId,
      invoiceNumber,
      originalInvoiceNumber: sale.invoiceNumber,
      document,
    })
    .returning({ id: taxInvoices.id });
  await queueSend(tx, row!.id);
}

/** A reseller's PIN as their account holds it when the order is confirmed. */
async function buyerPin(tx: DbExecutor, userId: number | null): Promise<string> {
  return userId === null ? '' : kraPinOf(tx, userId);
}
