import { Star } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { ApiError, apiRequest } from '../../lib/api-client';
import { buttonClasses } from '../ui/button-styles';
import { Card } from '../ui/card';

type Errors = Partial<Record<'name' | 'rating' | 'title' | 'body', string>>;

const INPUT = 'min-h-11 w-full rounded-control border border-line bg-canvas px-3 text-base sm:text-sm';

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-800">
      {message}
    </p>
  );
}

/** 'Write a Review': stored pending, shown once the shop approves it (DESIGN §5). */
export function ReviewForm({ productId }: { productId: number }) {
  const [rating, setRating] = useState(0);
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  const [failure, setFailure] = useState('');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    setStatus('sending');
    setErrors({});
    try {
      await apiRequest('POST', `/api/products/${productId}/reviews`, {
        name: String(data.get('name') ?? ''),
        rating,
        title: String(data.get('title') ?? ''),
        body: String(data.get('body') ?? ''),
      });
      form.reset();
      setRating(0);
      setStatus('sent');
    } catch (error) {
      setStatus('failed');
      const fieldErrors = error instanceof ApiError ? error.fieldErrors : {};
      setErrors(fieldErrors);
      // Field messages speak for themselves; anything else gets one line under the form.
      setFailure(
        Object.keys(fieldErrors).length > 0
          ? ''
          : error instanceof ApiError && error.serverMessage
            ? error.serverMessage
            : 'Your review could not be sent. Please try again.',
      );
    }
  }

  if (status === 'sent') {
    return (
      <p role="status" className="rounded-card bg-sage-100 p-5 text-sage-700">
        Thank you! Your review will appear once it has been approved.
      </p>
    );
  }

  return (
    <Card as="form" look="flat" padding="regular" onSubmit={submit} noValidate className="space-y-4">
      <h3 className="text-xl text-earth-900">Write a Review</h3>
      <p className="text-sm text-ink-muted">Reviews are shown after our team has approved them.</p>
      <fieldset>
        <legend className="text-sm font-semibold text-earth-900">Your rating</legend>
        <div className="mt-1 flex gap-1">
          {[1, 2, 3, 4, 5].map((n) => (
            <label
              key={n}
              className="cursor-pointer rounded-full p-1 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-gold-700"
            >
              <input
                type="radio"
                name="rating"
                value={n}
                checked={rating === n}
                onChange={() => setRating(n)}
                className="sr-only"
                aria-describedby={errors.rating ? 'review-rating-error' : undefined}
              />
              <Star
                aria-hidden="true"
                className={`size-7 ${n <= rating ? 'fill-gold-600 text-gold-600' : 'text-shea-300'}`}
              />
              <span className="sr-only">
                {n} {n === 1 ? 'star' : 'stars'}
              </span>
            </label>
          ))}
        </div>
        <FieldError id="review-rating-error" message={errors.rating} />
      </fieldset>
      {(
        [
          ['name', 'Your name', 'input'],
          ['title', 'Review title', 'input'],
          ['body', 'Your review', 'textarea'],
        ] as const
      ).map(([field, label, kind]) => (
        <div key={field}>
          <label htmlFor={`review-${field}`} className="text-sm font-semibold text-earth-900">
            {label}
          </label>
          {kind === 'input' ? (
            <input
              id={`review-${field}`}
              name={field}
              autoComplete={field === 'name' ? 'name' : 'off'}
              aria-invalid={errors[field] ? true : undefined}
              aria-describedby={errors[field] ? `review-${field}-error` : undefined}
              className={`${INPUT} mt-1`}
            />
          ) : (
            <textarea
              id={`review-${field}`}
              name={field}
              rows={4}
              aria-invalid={errors[field] ? true : undefined}
              aria-describedby={errors[field] ? `review-${field}-error` : undefined}
              className={`${INPUT} mt-1 py-2`}
            />
          )}
          <FieldError id={`review-${field}-error`} message={errors[field]} />
        </div>
      ))}
      {status === 'failed' && failure && (
        <p role="alert" className="text-sm text-red-800">
          {failure}
        </p>
      )}
      <button type="submit" disabled={status === 'sending'} className={buttonClasses('primary')}>
        {status === 'sending' ? 'Sending...' : 'Submit Review'}
      </button>
    </Card>
  );
}
