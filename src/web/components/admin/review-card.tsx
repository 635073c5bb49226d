import { Link } from 'react-router';
import type { ReviewStatus } from '../../../core/review-schema';
import { Card } from '../ui/card';
import { StarRating } from '../ui/star-rating';
import { ConsoleDate } from './console-date';
import { RecordActions, type RecordAction } from './record-actions';

export interface ReviewCardData {
  id: number;
  productId: number;
  productName: string;
  name: string;
  rating: number;
  title: string;
  body: string;
  createdAt: string;
  moderatedAt: string | null;
}

// A decision can be changed: an approved review may be taken down, a rejected one put up.
const ACTIONS: Record<ReviewStatus, RecordAction[]> = {
  pending: [
    { intent: 'approve', label: 'Approve', variant: 'primary' },
    { intent: 'reject', label: 'Reject' },
  ],
  approved: [{ intent: 'reject', label: 'Reject' }],
  rejected: [{ intent: 'approve', label: 'Approve' }],
};

/** One shopper's review as the owner judges it: which product, what it says, who wrote it. */
export function ReviewCard({ review, status }: { review: ReviewCardData; status: ReviewStatus }) {
  const headingId = `review-${review.id}`;
  return (
    <Card as="article" padding="compact" aria-labelledby={headingId}>
      <p className="text-sm font-semibold text-sage-700">
        <Link to={`/product/${review.productId}`} className="underline-offset-4 hover:underline">
          {review.productName}
        </Link>
      </p>
      <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
        <StarRating rating={review.rating} />
        <h2 id={headingId} className="min-w-0 font-sans text-lg font-semibold text-earth-900">
          {review.title}
        </h2>
      </div>
      <p className="mt-2 whitespace-pre-line text-ink">{review.body}</p>
      <div className="mt-3 flex flex-wrap items-end justify-between gap-3 border-t border-line pt-3">
        <p className="text-sm text-ink-muted">
          By {review.name} · <ConsoleDate iso={review.createdAt} />
          {review.moderatedAt && (
            <>
              {' '}
              · {status} <ConsoleDate iso={review.moderatedAt} />
            </>
          )}
        </p>
        <RecordActions id={review.id} about={`the review “${review.title}”`} actions={ACTIONS[status]} />
      </div>
    </Card>
  );
}
