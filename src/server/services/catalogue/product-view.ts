// A product as shoppers see it, the catalogue's one read model for both doors: GET /api/products
// (and /:id) answer it as JSON, and the product page's loader hands it to the page unchanged.
import { centsToDecimalString } from '../../../core/money';
import { wholesalePriceCents } from '../../../core/wholesale';
import type { Product } from './products';

export type ProductView = ReturnType<typeof toProductView>;

/**
 * SPEC §3's fields, plus what the pages need. `price` is the lowest price of a size in stock and
 * `inStock` says some size is; `variants` are the sizes on sale. `wholesalePrice` (at the owner's
 * wholesale discount) only for approved resellers and admins; nobody else ever gets the key.
 */
export function toProductView(product: Product, wholesaleDiscountPercent?: number) {
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    tagline: product.tagline,
    description: product.description,
    price: centsToDecimalString(product.priceCents),
    image: product.images[0] ?? '',
    images: product.images,
    category: product.category,
    skinType: product.skinTypes,
    ingredients: product.ingredients,
    howToUse: product.howToUse,
    size: product.size,
    featured: product.featured,
    inStock: product.inStock,
    shopifyProductId: product.shopifyProductId,
    variants: product.variants.map((variant) => ({
      id: variant.id,
      label: variant.label,
      sku: variant.sku,
      price: centsToDecimalString(variant.priceCents),
      inStock: variant.inStock,
      image: variant.image,
      shopifyVariantId: variant.shopifyVariantId,
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
