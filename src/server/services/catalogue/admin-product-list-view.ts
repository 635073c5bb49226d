// The console's Products screen through its two doors, both from productsAdmin.listView: GET
// /api/admin/products as JSON, prices as KES strings; and the page's loader data, prices in cents
// for its list and the low-stock threshold its introduction names.
import { centsToDecimalString } from '../../../core/money';
import type { AdminProductsView } from './admin-product-reader';

export function toAdminProductListJson({ paged }: AdminProductsView) {
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
      variants: row.variants,
      hidden: row.hidden,
      featured: row.featured,
      waiting: row.waiting,
    })),
  };
}

export function toAdminProductListPage({ query, paged, lowStockThreshold }: AdminProductsView) {
  return { query, paged, threshold: lowStockThreshold };
}
