// Tax invoices through KRA's eTIMS: every confirmed order gets a sale invoice, and every refund
// that reached the customer and the cancellation of an invoiced order a credit note, written with
// the change that causes them (the hooks the orders and refunds call) and sent by the job queue;
// the documents for the shopper, the reseller and the owner; the console's list and retry.
import { randomUUID } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { TaxInvoicePrintable } from '../../../core/tax-invoice-printable';
import type { TaxInvoiceState } from '../../../core/tax-invoice-states';
import type { Database } from '../../db/client';
import type { DbExecutor } from '../../db/executor';
import { taxInvoices } from './tables';
import type { EtimsClient } from '../../integrations/etims/client';
import { recordAudit } from '../audit';
import { ServiceError } from '../errors';
import type { JobHandler, RetryPolicy } from '../jobs';
import { orderByNumber, provesOrder, type Order, type OrderProof } from '../orders';
import type { SettingsService } from '../settings';
import { renderInvoicePdf } from './invoice-pdf';
import { TAX_INVOICE_RETRY, taxInvoiceJobHandler } from './job';
import { ITEMS_JOB, productItemsJobHandler, queueProductItems } from './product-items';
import { TAX_INVOICE_JOB } from './queue-send';
import { toPrintable } from './printable';
import { listInvoices, readOrderDocuments, readSaleStates, type TaxInvoiceRow } from './read';
import { queueSend } from './queue-send';
import {
  recordCancellationCreditNote,
  recordCreditNote,
  recordSaleInvoice,
  type SettledRefund,
} from './record';
import { verificationLink, type VerificationMode } from './verification-link';

export interface TaxInvoicesDeps {
  db: Database;
  settings: Pick<SettingsService, 'readFresh' | 'read'>;
  /** Null when ETIMS_MODE is off: nothing is invoiced. */
  client: EtimsClient | null;
  mode: VerificationMode;
  publicUrl: string;
  cmcKey: string | null;
  retry?: RetryPolicy;
  sendLeaseMs?: number;
  batch?: number;
}

/** Who asks for an order's documents: its shopper (with proof), its reseller, or the shop. */
export type DocumentViewer = { proof: OrderProof } | { resellerId: number } | { admin: true };

export const NO_INVOICE = 'No tax invoice for this order';

export type TaxInvoicesService = ReturnType<typeof createTaxInvoicesService>;

export function createTaxInvoicesService(deps: TaxInvoicesDeps) {
  const { db, client } = deps;
  const qrUrl = (row: TaxInvoiceRow) =>
    row.receiptSignature && row.sellerPin
      ? verificationLink(deps.mode, deps.publicUrl, {
          tin: row.sellerPin,
          branchId: row.branchId,
          signature: row.receiptSignature,
        })
      : null;

  /** The order's documents when the viewer may see them; one 'not found' for every other case. */
  async function documentsFor(orderNumber: string, viewer: DocumentViewer) {
    const order = await orderByNumber(db, orderNumber);
    if (!order || !maySee(order, viewer)) throw new ServiceError('not_found', NO_INVOICE);
    const documents = await readOrderDocuments(db, order.id);
    if (!documents) throw new ServiceError('not_found', NO_INVOICE);
    return documents;
  }

  async function printable(row: TaxInvoiceRow): Promise<TaxInvoicePrintable> {
    const { tax, brand } = await deps.settings.read();
    const seller = { name: brand.legalName || brand.shopName, tradingName: brand.shopName, pin: tax.kraPin };
    return toPrintable(row, seller, qrUrl(row));
  }

  return {
    enabled: client !== null,

    /** Called by the orders in the transaction that confirms one. */
    async orderConfirmed(tx: DbExecutor, order: Order): Promise<void> {
      if (client) await recordSaleInvoice(deps, tx, order, new Date());
    },

    /** Called by the orders in the transaction that cancels one (the order's row locked). */
    async orderCancelled(tx: DbExecutor, order: Order): Promise<void> {
      if (client) await recordCancellationCreditNote(tx, order.id, new Date());
    },

    /** Called by the refunds in the transaction that settles one as paid back. */
    async refundSettled(tx: DbExecutor, refund: SettledRefund): Promise<void> {
      if (client) await recordCreditNote(tx, refund, new Date());
    },

    /** Called by the console's product edits in the transaction that saves one. */
    async productSaved(tx: DbExecutor, productId: number): Promise<void> {
      if (client) await queueProductItems(tx, productId);
    },

    jobHandlers(): Record<string, JobHandler> {
      if (!client) return {};
      const sending = {
        db,
        client,
        settings: deps.settings,
        cmcKey: deps.cmcKey,
        sendLeaseMs: deps.sendLeaseMs ?? 60_000,
        batch: deps.batch ?? 25,
      };
      const retry = deps.retry ?? TAX_INVOICE_RETRY;
      return {
        [TAX_INVOICE_JOB]: taxInvoiceJobHandler({ ...sending, retry }),
        [ITEMS_JOB]: productItemsJobHandler({ ...sending, retry }),
      };
    },

    documentsFor,
    qrUrl,

    /** Where each order's sale invoice stands, for the lists that link to it (tracking, My Orders). */
    saleStates: (orderIds: readonly number[]) => readSaleStates(db, orderIds),

    /** The sale invoice and credit notes as the invoice page shows them. */
    async printablesFor(orderNumber: string, viewer: DocumentViewer) {
      const documents = await documentsFor(orderNumber, viewer);
      return {
        sale: await printable(documents.sale),
        creditNotes: await Promise.all(documents.creditNotes.map(printable)),
      };
    },

    /** The PDF of the sale invoice, or of one of the order's credit notes by its number. */
    async pdfFor(orderNumber: string, viewer: DocumentViewer, invoiceNumber?: number) {
      const documents = await documentsFor(orderNumber, viewer);
      const row =
        invoiceNumber === undefined
          ? documents.sale
          : [documents.sale, ...documents.creditNotes].find((d) => d.invoiceNumber === invoiceNumber);
      if (!row) throw new ServiceError('not_found', NO_INVOICE);
      const shown = await printable(row);
      return { invoice: shown, bytes: await renderInvoicePdf(shown) };
    },

    list: (query: { states?: readonly TaxInvoiceState[]; limit: number; offset: number }) =>
      listInvoices(db, query),

    /**
     * The owner sends an invoice again (after fixing the settings, or once KRA is back). An issued
     * one stays as it is: a second click from another tab must not send it back to waiting.
     */
    async retry(invoiceId: number, adminId: number): Promise<{ invoiceNumber: number }> {
      if (!client) throw new ServiceError('conflict', 'eTIMS is off (ETIMS_MODE=off)');
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(taxInvoices)
          .set({ state: 'pending', updatedAt: new Date() })
          .where(and(eq(taxInvoices.id, invoiceId), ne(taxInvoices.state, 'issued')))
          .returning({ state: taxInvoices.state, invoiceNumber: taxInvoices.invoiceNumber });
        if (!row) throw await notRetryable(tx, invoiceId);
        await queueSend(tx, invoiceId, `retry:${randomUUID()}`);
        await recordAudit(tx, {
          actorUserId: adminId,
          action: 'tax_invoice.retried',
          entityType: 'tax_invoice',
          entityId: String(row.invoiceNumber),
        });
        return { invoiceNumber: row.invoiceNumber };
      });
    },
  };
}

/** Why a retry changed nothing: no such invoice, or KRA already issued it. */
async function notRetryable(tx: DbExecutor, invoiceId: number): Promise<ServiceError> {
  const [row] = await tx
    .select({ invoiceNumber: taxInvoices.invoiceNumber })
    .from(taxInvoices)
    .where(eq(taxInvoices.id, invoiceId));
  return row
    ? new ServiceError('conflict', `Invoice ${row.invoiceNumber} is already issued by KRA`)
    : new ServiceError('not_found', 'Tax invoice not found');
}

function maySee(order: Order, viewer: DocumentViewer): boolean {
  if ('admin' in viewer) return true;
  if ('resellerId' in viewer) return order.kind === 'wholesale' && order.userId === viewer.resellerId;
  return provesOrder(order, viewer.proof);
}
