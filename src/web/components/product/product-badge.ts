import type { Category } from '../../../core/catalogue-terms';

/** SPEC §2 card badge: 'Best Seller' when featured, else 'Gift Set' for sets, 'Raw & Pure' for raw. */
export function productBadge(product: { featured: boolean; category: Category }): string | null {
  if (product.featured) return 'Best Seller';
  if (product.category === 'sets') return 'Gift Set';
  if (product.category === 'raw') return 'Raw & Pure';
  return null;
}
