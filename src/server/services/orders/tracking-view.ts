// The tracking screen's one read model: what GET /api/orders/track answers and what the tracking
// page renders, shaped here once. Beside the order and its timeline it says what came in by Paybill
// and where the order's tax invoice is; mpesa and tax-invoices keep those and follow orders, so the
// wiring hands their readers in (services/index.ts).
import { invoicePagePath } from '../../../core/invoice-links';
import { centsToDecimalString } from '../../../core/money';
import type { TaxInvoiceState } from '../../../core/tax-invoice-states';
import type { TrackingView } from '../../../core/tracking-view';
import type { TrackedShipment } from '../../../core/shipments';
import { toOrderJson } from './order-json';
import type { TrackedOrder } from './read';

export interface TrackingSources {
  /** What the order received by Paybill and still needs (mpesa's Paybill door). */
  paybill: { balanceOf(orderId: number): Promise<{ paidCents: number; dueCents: number } | null> };
  /** The state of each order's sale invoice, for those that have one (tax-invoices). */
  taxInvoices: { saleStates(orderIds: readonly number[]): Promise<ReadonlyMap<number, TaxInvoiceState>> };
  /** The order's parcels as the shopper sees them (fulfilment). */
  shipments: { tracked(order: TrackedOrder): Promise<TrackedShipment[]> };
}

type Track = (clientAddress: string, orderNumber: string, email: string) => Promise<TrackedOrder | null>;

/**
 * `services.orders.trackingView(clientAddress, orderNumber, email)`: a shopper's lookup, counted
 * against the limit per address the API and the page share; null when number and e-mail do not
 * both match. No payment token: it is not among the order's JSON fields.
 */
export function createTrackingView(
  trackForClient: Track,
  { paybill, taxInvoices, shipments }: TrackingSources,
) {
  return async (clientAddress: string, orderNumber: string, email: string): Promise<TrackingView | null> => {
    const order = await trackForClient(clientAddress, orderNumber, email);
    if (!order) return null;
    const [balance, invoiceStates, parcels] = await Promise.all([
      paybill.balanceOf(order.id),
      taxInvoices.saleStates([order.id]),
      shipments.tracked(order),
    ]);
    const invoiceState = invoiceStates.get(order.id);
    return {
      ...toOrderJson(order),
      history: order.history.map((entry) => ({
        status: entry.status,
        label: entry.label,
        at: entry.at.toISOString(),
      })),
      pickupPoint: order.pickupPoint,
      paybill:
        balance && balance.paidCents > 0
          ? { paid: centsToDecimalString(balance.paidCents), due: centsToDecimalString(balance.dueCents) }
          : null,
      taxInvoice: invoiceState
        ? { url: invoicePagePath(order.orderNumber, { email }), issued: invoiceState === 'issued' }
        : null,
      shipments: parcels,
    };
  };
}
