import { formatShopDate } from '../../../core/shop-time';
import { Card } from '../ui/card';
import { StarRating } from '../ui/star-rating';
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from '../ui/tabs';
import { ReviewForm } from './review-form';

export interface ProductReview {
  id: number;
  name: string;
  rating: number;
  title: string;
  body: string;
  createdAt: string;
}

interface ProductTabsProps {
  productId: number;
  description: string;
  ingredients: string[];
  howToUse: string[];
  reviews: ProductReview[];
}

// The four labels need about 440 px in a row, so a phone shows them as two rows of pills and
// every tab stays in sight; from 640 px they are one row of underlined tabs.
const TAB_LIST = 'grid grid-cols-2 gap-2 sm:flex sm:gap-0 sm:overflow-x-auto sm:border-b sm:border-line';
const TAB = [
  'min-h-11 rounded-full border border-line bg-surface px-3 text-sm font-semibold text-ink-muted transition-colors',
  'data-[state=inactive]:hover:text-earth-900',
  'data-[state=active]:border-earth-700 data-[state=active]:bg-shea-200 data-[state=active]:text-earth-900',
  'sm:shrink-0 sm:rounded-none sm:border-0 sm:border-b-2 sm:border-transparent sm:bg-transparent sm:px-4',
  'sm:data-[state=active]:border-earth-700 sm:data-[state=active]:bg-transparent sm:data-[state=active]:text-earth-900',
].join(' ');

export function ProductTabs({ productId, description, ingredients, howToUse, reviews }: ProductTabsProps) {
  return (
    <TabsRoot defaultValue="description" className="mt-14">
      <TabsList label="Product information" className={TAB_LIST}>
        <TabsTrigger value="description" className={TAB}>
          Description
        </TabsTrigger>
        <TabsTrigger value="ingredients" className={TAB}>
          Ingredients
        </TabsTrigger>
        <TabsTrigger value="how-to-use" className={TAB}>
          How to Use
        </TabsTrigger>
        <TabsTrigger value="reviews" className={TAB}>
          Reviews ({reviews.length})
        </TabsTrigger>
      </TabsList>
      <TabsContent value="description" className="max-w-prose py-6 leading-relaxed whitespace-pre-line">
        {description}
      </TabsContent>
      <TabsContent value="ingredients" className="py-6">
        <ul className="flex flex-wrap gap-2">
          {ingredients.map((ingredient) => (
            <li key={ingredient} className="rounded-full bg-sage-100 px-3 py-1 text-sm text-sage-700">
              {ingredient}
            </li>
          ))}
        </ul>
      </TabsContent>
      <TabsContent value="how-to-use" className="py-6">
        <ol className="grid gap-4 sm:grid-cols-2">
          {howToUse.map((step, i) => (
            <Card as="li" look="flat" key={step} className="flex gap-4 p-4">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-earth-700 font-semibold text-shea-50">
                {i + 1}
              </span>
              <span className="pt-1.5 leading-relaxed">{step}</span>
            </Card>
          ))}
        </ol>
      </TabsContent>
      <TabsContent value="reviews" className="grid grid-cols-1 gap-8 py-6 lg:grid-cols-2">
        <div>
          {reviews.length === 0 ? (
            <p className="text-ink-muted">No reviews yet. Be the first to share your experience.</p>
          ) : (
            <ul className="space-y-4">
              {reviews.map((review) => (
                <Card as="li" look="flat" padding="regular" key={review.id}>
                  <div className="flex items-center justify-between gap-3">
                    <StarRating rating={review.rating} />
                    <time dateTime={review.createdAt} className="text-xs text-ink-muted">
                      {formatShopDate(review.createdAt)}
                    </time>
                  </div>
                  <h3 className="mt-2 font-sans text-base font-semibold text-earth-900">{review.title}</h3>
                  <p className="mt-1 text-sm leading-relaxed">{review.body}</p>
                  <p className="mt-2 text-sm text-ink-muted">{review.name}</p>
                </Card>
              ))}
            </ul>
          )}
        </div>
        <ReviewForm productId={productId} />
      </TabsContent>
    </TabsRoot>
  );
}
