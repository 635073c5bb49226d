import { and, desc, eq } from 'drizzle-orm';
import type { WishlistItem } from '../../../core/wishlist-item';
import type { Database } from '../../db/client';
import { wishlistItems } from './tables';
import { productsOnSale, shownProduct } from '../catalogue';
import { ServiceError } from '../errors';

export interface WishlistEntry {
  id: number;
  productId: number;
  createdAt: Date;
  product: Omit<WishlistItem, 'productId'> & { id: number };
}

export type WishlistService = ReturnType<typeof createWishlistService>;

/** Wishlists belong to anonymous shoppers, keyed by their session id. */
export function createWishlistService(db: Database) {
  async function list(sessionId: string): Promise<WishlistEntry[]> {
    const items = await db
      .select()
      .from(wishlistItems)
      .where(eq(wishlistItems.sessionId, sessionId))
      .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.id));
    const onSale = await productsOnSale(
      db,
      items.map((item) => item.productId),
    );
    return items.flatMap((item) => {
      // A hidden product, or one with no size on sale, is not on sale.
      const product = onSale.get(item.productId);
      if (!product) return [];
      const sizes = product.variants;
      return [
        {
          id: item.id,
          productId: item.productId,
          createdAt: item.createdAt,
          product: {
            id: product.id,
            name: product.name,
            description: product.description,
            priceCents: product.priceCents,
            priceVaries: product.priceVaries,
            oneSize: sizes.length === 1 ? { variantId: sizes[0]!.id, label: sizes[0]!.label } : null,
            image: product.images[0] ?? '',
            category: product.category,
            inStock: product.inStock,
          },
        },
      ];
    });
  }

  return {
    list,

    /** Adding a product already in the list keeps the one entry. */
    async add(sessionId: string, productId: number): Promise<WishlistEntry> {
      const product = await shownProduct(db, productId);
      if (!product) throw new ServiceError('not_found', 'Product not found');
      await db.insert(wishlistItems).values({ sessionId, productId }).onConflictDoNothing();
      const entry = (await list(sessionId)).find((e) => e.productId === productId);
      if (!entry) throw new ServiceError('not_found', 'Product not found');
      return entry;
    },

    /** Returns whether an entry was there to remove. */
    async remove(sessionId: string, productId: number): Promise<boolean> {
      const removed = await db
        .delete(wishlistItems)
        .where(and(eq(wishlistItems.sessionId, sessionId), eq(wishlistItems.productId, productId)))
        .returning({ id: wishlistItems.id });
      return removed.length > 0;
    },
  };
}
