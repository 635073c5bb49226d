import type { Category } from '../../../core/catalogue-terms';

// SPEC §2's card badges in its order: 'Best Seller' when featured, 'Gift Set' for sets,
// 'Raw & Pure' for raw. A product has one category, so at most two apply.
const BADGES: { label: string; applies: (product: BadgeFacts) => boolean }[] = [
  { label: 'Best Seller', applies: (p) => p.featured },
  { label: 'Gift Set', applies: (p) => p.category === 'sets' },
  { label: 'Raw & Pure', applies: (p) => p.category === 'raw' },
];
const MAX_BADGES = 2;

interface BadgeFacts {
  featured: boolean;
  category: Category;
}

/** Every badge that applies to the product, in SPEC's order, at most two. */
export function productBadges(product: BadgeFacts): string[] {
  return BADGES.filter((badge) => badge.applies(product))
    .slice(0, MAX_BADGES)
    .map((badge) => badge.label);
}
