import { centsToDecimalString } from '../../core/money';
import type { Paged } from '../../core/paging';
import type { AdminProduct, AdminProductListRow } from '../services/catalogue';

/** A product as GET/POST/PATCH /api/admin/products answer it: prices as KES strings, like the shop's API. */
export function toAdminProductJson(product: AdminProduct) {
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    tagline: product.tagline,
    description: product.description,
    price: centsToDecimalString(product.priceCents),
    category: product.category,
    skinTypes: product.skinTypes,
    ingredients: product.ingredients,
    howToUse: product.howToUse,
    size: product.size,
    images: product.images,
    featured: product.featured,
    hidden: product.hidden,
    stockQuantity: product.stockQuantity,
    lowStock: product.lowStock,
    shopifyProductId: product.shopifyProductId,
    updatedAt: product.updatedAt.toISOString(),
  };
}

export function toAdminProductListJson(paged: Paged<AdminProductListRow>) {
  return {
    page: paged.page,
    pageSize: paged.pageSize,
    total: paged.total,
    products: paged.rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      name: row.name,
      price: centsToDecimalString(row.priceCents),
      category: row.category,
      image: row.image,
      stockQuantity: row.stockQuantity,
      lowStock: row.lowStock,
      hidden: row.hidden,
      featured: row.featured,
    })),
  };
}
