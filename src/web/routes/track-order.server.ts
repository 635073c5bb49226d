import type { AppLoadContext } from 'react-router';
import type { TrackQuery } from '../../core/track-schema';
import type { TrackOutcome } from '../components/track/tracked-order';

/** Looks the order up through the orders service; the same 'not found' whether number or email is wrong. */
export async function findTrackedOrder(
  _context: AppLoadContext,
  _request: Request,
  _query: TrackQuery,
): Promise<TrackOutcome> {
  // Wired to the orders service once it exists (see the route's loader).
  return { kind: 'not-found' };
}
