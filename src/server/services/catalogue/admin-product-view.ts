// A product's console screen through its two doors, both from productsAdmin.get (or the product
// an edit answers with): GET/POST/PATCH /api/admin/products[/:id] as JSON, prices as KES strings
// like the shop's API; and the edit page's loader data, its heading and its form filled as text.
import { centsToDecimalString } from '../../../core/money';
import type { ProductFormValues, VariantFormValues } from '../../../core/product-form-values';
import type { AdminProduct } from './admin-product-reader';
import { sharedProductJson, sharedVariantJson } from './product-view';

/** The fields shoppers see too, and what only the console sees: standing, stock, tax type, every size. */
export function toAdminProductJson(product: AdminProduct) {
  return {
    ...sharedProductJson(product),
    skinTypes: product.skinTypes,
    hidden: product.hidden,
    archived: product.archived,
    stockQuantity: product.stockQuantity,
    lowStock: product.lowStock,
    taxType: product.taxType,
    updatedAt: product.updatedAt.toISOString(),
    variants: product.variants.map((variant) => ({
      ...sharedVariantJson(variant),
      stockQuantity: variant.stockQuantity,
      active: variant.active,
      position: variant.position,
      lowStock: variant.lowStock,
    })),
  };
}

/** A product's stored values as its form shows them. */
function productFormValues(product: AdminProduct): ProductFormValues {
  return {
    name: product.name,
    slug: product.slug,
    tagline: product.tagline,
    description: product.description,
    category: product.category,
    skinTypes: product.skinTypes,
    ingredients: product.ingredients.join('\n'),
    howToUse: product.howToUse.join('\n'),
    featured: product.featured,
    hidden: product.hidden,
    shopifyProductId: product.shopifyProductId ?? '',
    taxType: product.taxType,
    variants: product.variants.map(variantFormValues),
  };
}

/** A stored size as its row of the form shows it, with the stock it read. */
export function variantFormValues(variant: AdminProduct['variants'][number]): VariantFormValues {
  return {
    key: String(variant.id),
    id: String(variant.id),
    label: variant.label,
    sku: variant.sku,
    price: centsToDecimalString(variant.priceCents),
    stockQuantity: String(variant.stockQuantity),
    stockLoaded: String(variant.stockQuantity),
    active: variant.active,
    image: variant.image ?? '',
    shopifyVariantId: variant.shopifyVariantId ?? '',
  };
}

/** The edit page: what its heading and gallery show, and its form's values. */
export function toProductEditPage(product: AdminProduct) {
  return {
    product: {
      id: product.id,
      name: product.name,
      images: product.images,
      hidden: product.hidden,
      archived: product.archived,
      stockQuantity: product.stockQuantity,
      lowStock: product.lowStock,
    },
    values: productFormValues(product),
  };
}
