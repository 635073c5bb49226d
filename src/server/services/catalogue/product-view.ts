// A product as shoppers see it, the catalogue's one read model for both doors: GET /api/products
// (and /:id) answer it as JSON, and the product page's loader hands it to the page unchanged.
import { centsToDecimalString } from '../../../core/money';
import type { ProductVariant } from '../../../core/product-variants';
import { wholesalePriceCents } from '../../../core/wholesale';
import type { Product } from './products';

export type ProductView = ReturnType<typeof toProductView>;

type SharedProduct = Pick<
  Product,
  | 'id'
  | 'slug'
  | 'name'
  | 'tagline'
  | 'description'
  | 'priceCents'
  | 'images'
  | 'category'
  | 'ingredients'
  | 'howToUse'
  | 'size'
  | 'featured'
  | 'shopifyProductId'
>;

/** What shoppers and the console both see of a product; each view adds its own fields. */
export function sharedProductJson(product: SharedProduct) {
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    tagline: product.tagline,
    description: product.description,
    price: centsToDecimalString(product.priceCents),
    images: product.images,
    category: product.category,
    ingredients: product.ingredients,
    howToUse: product.howToUse,
    size: product.size,
    featured: product.featured,
    shopifyProductId: product.shopifyProductId,
  };
}

/** What shoppers and the console both see of a size. */
export function sharedVariantJson(variant: ProductVariant) {
  return {
    id: variant.id,
    label: variant.label,
    sku: variant.sku,
    price: centsToDecimalString(variant.priceCents),
    image: variant.image,
    shopifyVariantId: variant.shopifyVariantId,
  };
}

/**
 * SPEC §3's fields, plus what the pages need. `price` is the lowest price of a size in stock and
 * `inStock` says some size is; `variants` are the sizes on sale. `wholesalePrice` (at the owner's
 * wholesale discount) only for approved resellers and admins; nobody else ever gets the key.
 */
export function toProductView(product: Product, wholesaleDiscountPercent?: number) {
  return {
    ...sharedProductJson(product),
    image: product.images[0] ?? '',
    skinType: product.skinTypes,
    inStock: product.inStock,
    variants: product.variants.map((variant) => ({
      ...sharedVariantJson(variant),
      inStock: variant.inStock,
      ...(wholesaleDiscountPercent === undefined
        ? {}
        : {
            wholesalePrice: centsToDecimalString(
              wholesalePriceCents(variant.priceCents, wholesaleDiscountPercent),
            ),
          }),
    })),
    ...(wholesaleDiscountPercent === undefined
      ? {}
      : {
          wholesalePrice: centsToDecimalString(
            wholesalePriceCents(product.priceCents, wholesaleDiscountPercent),
          ),
        }),
  };
}
