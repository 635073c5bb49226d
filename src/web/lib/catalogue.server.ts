import type { ProductCardData } from './product-card-data';

interface CatalogueProduct extends Omit<ProductCardData, 'image'> {
  images: string[];
}

/** Exactly the fields a product card needs, so loaders send no more than the page shows. */
export function toCardData(product: CatalogueProduct): ProductCardData {
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    tagline: product.tagline,
    priceCents: product.priceCents,
    category: product.category,
    skinTypes: product.skinTypes,
    featured: product.featured,
    inStock: product.inStock,
    image: product.images[0] ?? '',
  };
}
