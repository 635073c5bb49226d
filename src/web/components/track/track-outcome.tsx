import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { TrackResult } from './track-result';
import type { TrackOutcome } from './tracked-order';

const ALERT = 'rounded-card border border-red-200 bg-red-50 p-5 text-red-800';

/**
 * The answer to a lookup, shown above the form so a shopper arriving from checkout sees the order
 * first. When it arrives by a search on this page or a link from checkout (not a reload or the back
 * button), it takes focus and scrolls into view: on a phone the form the shopper just used sits
 * below it.
 */
export function TrackOutcomeView({ outcome, email }: { outcome: TrackOutcome; email: string }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const region = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (navigationType === 'POP' || outcome.kind === 'none' || outcome.kind === 'invalid') return;
    region.current?.focus({ preventScroll: true });
    region.current?.scrollIntoView({ block: 'start' });
    // Once per arrival: all three change only with a navigation.
  }, [location.key, navigationType, outcome.kind]);

  if (outcome.kind === 'none' || outcome.kind === 'invalid') return null;
  return (
    <div ref={region} tabIndex={-1} className="focus:outline-none">
      {outcome.kind === 'found' && <TrackResult order={outcome.order} email={email} />}
      {outcome.kind === 'not-found' && (
        <p role="alert" className={ALERT}>
          Order not found. Please check your order number and email address.
        </p>
      )}
      {outcome.kind === 'limited' && (
        <p role="alert" className={ALERT}>
          {outcome.message}
        </p>
      )}
    </div>
  );
}
