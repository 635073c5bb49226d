import type { ProductVariant } from '../../core/product-variants';
import type { ProductCardData } from './product-card-data';

interface CatalogueProduct extends Omit<ProductCardData, 'image' | 'oneSize'> {
  images: string[];
  variants: Pick<ProductVariant, 'id' | 'label'>[];
}

/** Exactly the fields a product card needs, so loaders send no more than the page shows. */
export function toCardData(product: CatalogueProduct): ProductCardData {
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    tagline: product.tagline,
    priceCents: product.priceCents,
    priceVaries: product.priceVaries,
    oneSize:
      product.variants.length === 1
        ? { variantId: product.variants[0]!.id, label: product.variants[0]!.label }
        : null,
    category: product.category,
    skinTypes: product.skinTypes,
    featured: product.featured,
    inStock: product.inStock,
    image: product.images[0] ?? '',
  };
}
