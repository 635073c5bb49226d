import { Star } from 'lucide-react';

/** Five stars, announced as one image: 'Rated N out of 5'. */
export function StarRating({ rating, className = 'size-4' }: { rating: number; className?: string }) {
  return (
    <div role="img" aria-label={`Rated ${rating} out of 5`} className="flex gap-0.5">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={`${className} ${n <= Math.round(rating) ? 'fill-gold-600 text-gold-600' : 'text-shea-300'}`}
        />
      ))}
    </div>
  );
}
