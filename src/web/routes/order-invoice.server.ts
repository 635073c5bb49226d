// The invoice page's data: the order's tax invoice and credit notes, for the console, the reseller
// whose order it is, or a shopper whose address holds the order's e-mail or payment token (as the
// JSON and PDF endpoints decide, through the same viewer rule and the same per-address limit).
import type { AppLoadContext } from 'react-router';
import { invoicePdfPath } from '../../core/invoice-links';
import { invoiceQuerySchema } from '../../core/invoice-query-schema';
import { orderNumberParamsSchema } from '../../core/order-number-params';
import type { TaxInvoicePrintable } from '../../core/tax-invoice-printable';
import { isRateLimited, isServiceErrorOf } from '../../server/services/errors';
import { invoiceViewer, limitProofLookups, qrSvgPath } from '../../server/services/tax-invoices';

export interface ShownInvoice {
  invoice: TaxInvoicePrintable;
  qr: { size: number; path: string } | null;
  pdfUrl: string;
}

export type InvoicePage =
  | { kind: 'found'; orderNumber: string; sale: ShownInvoice; creditNotes: ShownInvoice[] }
  | { kind: 'not-found' }
  | { kind: 'limited'; message: string; retryAfterSeconds: number };

export async function loadInvoicePage(
  context: AppLoadContext,
  rawOrderNumber: string | undefined,
  search: URLSearchParams,
): Promise<InvoicePage> {
  const params = orderNumberParamsSchema.safeParse({ orderNumber: rawOrderNumber ?? '' });
  const query = invoiceQuerySchema.safeParse(Object.fromEntries(search));
  if (!params.success || !query.success) return { kind: 'not-found' };
  const viewer = invoiceViewer(context.user, query.data, {
    twoFactorSetupRequired: context.twoFactor.setupRequired,
  });
  if (!viewer) return { kind: 'not-found' };
  const { orderNumber } = params.data;
  try {
    await limitProofLookups(context.services.limits, viewer, context.clientAddress);
    const { sale, creditNotes } = await context.services.taxInvoices.printablesFor(orderNumber, viewer);
    // The PDF links carry the same proof the page was opened with.
    const proof = { email: query.data.email, paymentToken: query.data.paymentToken };
    const shown = (invoice: TaxInvoicePrintable, document?: number): ShownInvoice => ({
      invoice,
      qr: invoice.qrUrl ? qrSvgPath(invoice.qrUrl) : null,
      pdfUrl: invoicePdfPath(orderNumber, proof, document),
    });
    return {
      kind: 'found',
      orderNumber,
      sale: shown(sale),
      creditNotes: creditNotes.map((note) => shown(note, note.invoiceNumber)),
    };
  } catch (error) {
    if (isRateLimited(error)) {
      return { kind: 'limited', message: error.message, retryAfterSeconds: error.retryAfterSeconds };
    }
    if (isServiceErrorOf(error, 'not_found')) return { kind: 'not-found' };
    throw error;
  }
}
