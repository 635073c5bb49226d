// A size's SKU when the owner gives none: the product's slug and the size's label, upper-cased, e.g.
// RAW-SHEA-BUTTER-250G. Slugs are unique, so two products never make the same SKU.

export function skuOf(slug: string, label: string): string {
  const size = label.toUpperCase().replace(/[^A-Z0-9]+/g, '');
  return size ? `${slug.toUpperCase()}-${size}` : slug.toUpperCase();
}
