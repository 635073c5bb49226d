import { Card } from '../ui/card';

/** A card-shaped placeholder shown while products load; hidden from assistive technology. */
export function ProductCardSkeleton() {
  return (
    <Card
      aria-hidden="true"
      data-testid="product-skeleton"
      className="flex w-full animate-pulse flex-col overflow-hidden motion-reduce:animate-none"
    >
      <div className="aspect-square bg-shea-200" />
      <div className="space-y-3 p-5">
        <div className="h-4 w-1/3 rounded-full bg-shea-200" />
        <div className="h-5 w-3/4 rounded-full bg-shea-200" />
        <div className="h-4 w-full rounded-full bg-shea-100" />
        <div className="h-6 w-1/4 rounded-full bg-shea-200" />
      </div>
    </Card>
  );
}
