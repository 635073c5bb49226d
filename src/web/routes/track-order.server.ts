import type { AppLoadContext } from 'react-router';
import type { TrackQuery } from '../../core/track-schema';
import type { TrackOutcome } from '../components/track/tracked-order';

/**
 * Looks the order up through the orders service: one 'not found' whether the number or the email
 * was wrong (DESIGN §5). Only what the result card shows leaves the server; the address and phone
 * stay out of the page's data.
 */
export async function findTrackedOrder(context: AppLoadContext, query: TrackQuery): Promise<TrackOutcome> {
  const order = await context.services.orders.track(query.orderNumber, query.email);
  if (!order) return { kind: 'not-found' };
  return {
    kind: 'found',
    order: {
      orderNumber: order.orderNumber,
      status: order.status,
      createdAt: order.createdAt.toISOString(),
      customerName: order.customerName,
      deliveryArea: order.deliveryArea,
      totalCents: order.totalCents,
      paymentMethod: order.paymentMethod,
      history: order.history.map((entry) => ({ status: entry.status, at: entry.at.toISOString() })),
    },
  };
}
