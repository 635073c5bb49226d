import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { summariseVariants } from '../../../core/product-variants';
import { products } from '../../db/schema';
import { wishlistItems } from './tables';
import { variantsOf } from '../catalogue';
import { ServiceError } from '../errors';

export interface WishlistEntry {
  id: number;
  productId: number;
  createdAt: Date;
  product: {
    id: number;
    name: string;
    description: string;
    /** The lowest price of a size in stock: a saved product is any of its sizes. */
    priceCents: number;
    /** Its sizes differ in price: the card says "From". */
    priceVaries: boolean;
    /** The product's one size on sale; null when it has several to choose from. */
    oneSize: { variantId: number; label: string } | null;
    image: string;
    category: string;
    inStock: boolean;
  };
}

export type WishlistService = ReturnType<typeof createWishlistService>;

/** Wishlists belong to anonymous shoppers, keyed by their session id. */
export function createWishlistService(db: Database) {
  async function list(sessionId: string): Promise<WishlistEntry[]> {
    const rows = await db
      .select({ item: wishlistItems, product: products })
      .from(wishlistItems)
      .innerJoin(products, eq(products.id, wishlistItems.productId))
      .where(and(eq(wishlistItems.sessionId, sessionId), eq(products.isActive, true)))
      .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.id));
    const sizes = await variantsOf(
      db,
      rows.map((row) => row.product.id),
    );
    return rows.flatMap(({ item, product }) => {
      const variants = sizes.get(product.id) ?? [];
      // A product with no size on sale is not on sale.
      const onSale = variants.filter((variant) => variant.active);
      if (onSale.length === 0) return [];
      const summary = summariseVariants(variants);
      return [
        {
          id: item.id,
          productId: item.productId,
          createdAt: item.createdAt,
          product: {
            id: product.id,
            name: product.name,
            description: product.description,
            priceCents: summary.priceCents,
            priceVaries: summary.priceVaries,
            oneSize: onSale.length === 1 ? { variantId: onSale[0]!.id, label: onSale[0]!.label } : null,
            image: product.images[0] ?? '',
            category: product.category,
            inStock: summary.inStock,
          },
        },
      ];
    });
  }

  return {
    list,

    /** Adding a product already in the list keeps the one entry. */
    async add(sessionId: string, productId: number): Promise<WishlistEntry> {
      const [product] = await db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.id, productId), eq(products.isActive, true)));
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
