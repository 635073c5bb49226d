import type { AppLoadContext } from 'react-router';
import { invoicePagePath } from '../../core/invoice-links';
import type { TrackQuery } from '../../core/track-schema';
import { isRateLimited } from '../../server/services/errors';
import type { TrackOutcome } from '../components/track/tracked-order';

export interface TrackLookup {
  outcome: TrackOutcome;
  /** Set when the client is over the lookup limit it shares with the API. */
  retryAfterSeconds?: number;
}

/**
 * Looks the order up through the orders service, counted against the client's tracking limit
 * (shared with GET /api/orders/track): one 'not found' whether the number or the email was wrong
 * (DESIGN §5). Only what the result card shows leaves the server; the address and phone stay out
 * of the page's data.
 */
export async function findTrackedOrder(context: AppLoadContext, query: TrackQuery): Promise<TrackLookup> {
  let order;
  try {
    order = await context.services.orders.trackForClient(
      context.clientAddress,
      query.orderNumber,
      query.email,
    );
  } catch (error) {
    if (!isRateLimited(error)) throw error;
    return {
      outcome: { kind: 'limited', message: error.message },
      retryAfterSeconds: error.retryAfterSeconds,
    };
  }
  if (!order) return { outcome: { kind: 'not-found' } };
  const [paybill, invoices] = await Promise.all([
    context.services.mpesa.paybill.balanceOf(order.id),
    context.services.taxInvoices.saleStates([order.id]),
  ]);
  const invoiceState = invoices.get(order.id);
  return {
    outcome: {
      kind: 'found',
      order: {
        orderNumber: order.orderNumber,
        status: order.status,
        createdAt: order.createdAt.toISOString(),
        customerName: order.customerName,
        deliveryArea: order.deliveryArea,
        totalCents: order.totalCents,
        discount:
          order.discountCode && order.discountCents > 0
            ? { code: order.discountCode, cents: order.discountCents }
            : null,
        items: order.items.map((item) => ({
          name: item.name,
          size: item.size ?? null,
          quantity: item.quantity,
        })),
        paymentMethod: order.paymentMethod,
        history: order.history.map((entry) => ({ status: entry.status, at: entry.at.toISOString() })),
        paybill: paybill && paybill.paidCents > 0 ? paybill : null,
        // Opened with the e-mail the shopper just proved the order with.
        taxInvoice: invoiceState
          ? {
              url: invoicePagePath(order.orderNumber, { email: query.email }),
              issued: invoiceState === 'issued',
            }
          : null,
      },
    },
  };
}
