import type { TrackingView } from '../../../core/tracking-view';

/** What a lookup on the tracking page came to; a found order is GET /api/orders/track's answer. */
export type TrackOutcome =
  | { kind: 'none' }
  | { kind: 'invalid'; errors: Record<string, string> }
  | { kind: 'not-found' }
  | { kind: 'limited'; message: string }
  | { kind: 'found'; order: TrackingView };
