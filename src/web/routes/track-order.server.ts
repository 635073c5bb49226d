import type { AppLoadContext } from 'react-router';
import type { TrackQuery } from '../../core/track-schema';
import { isRateLimited } from '../../server/services/errors';
import type { TrackOutcome } from '../components/track/tracked-order';

export interface TrackLookup {
  outcome: TrackOutcome;
  /** Set when the client is over the lookup limit it shares with the API. */
  retryAfterSeconds?: number;
}

/**
 * Looks the order up as GET /api/orders/track does, through the same read model and counted
 * against the same limit per client: one 'not found' whether the number or the email was wrong
 * (DESIGN §5).
 */
export async function findTrackedOrder(context: AppLoadContext, query: TrackQuery): Promise<TrackLookup> {
  try {
    const order = await context.services.orders.trackingView(
      context.clientAddress,
      query.orderNumber,
      query.email,
    );
    return { outcome: order ? { kind: 'found', order } : { kind: 'not-found' } };
  } catch (error) {
    if (!isRateLimited(error)) throw error;
    return {
      outcome: { kind: 'limited', message: error.message },
      retryAfterSeconds: error.retryAfterSeconds,
    };
  }
}
