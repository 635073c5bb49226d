// A product's sizes (variants) and the product-level figures that follow from them: the price a
// card shows (the lowest of a size in stock), whether anything can be bought, and which size a
// product page opens on. Pure, for the server's catalogue and the pages alike.

export interface ProductVariant {
  id: number;
  label: string;
  sku: string;
  priceCents: number;
  stockQuantity: number;
  inStock: boolean;
  /** This size's picture, or null for the product's. */
  image: string | null;
  shopifyVariantId: string | null;
  /** Switched-off sizes are only ever seen by the console. */
  active: boolean;
}

/** What a product's sizes add up to, for its card, filters, sort and SPEC's `price` and `inStock`. */
export interface VariantSummary {
  /** The lowest price of a size in stock; of any size on sale when none is. */
  priceCents: number;
  /** True when sizes on sale differ in price: cards say "From". */
  priceVaries: boolean;
  inStock: boolean;
  /** Units of every size on sale. */
  stockQuantity: number;
  /** The labels of the sizes on sale, e.g. "100 g, 250 g, 1 kg". */
  size: string;
}

export function summariseVariants(variants: readonly ProductVariant[]): VariantSummary {
  const onSale = variants.filter((variant) => variant.active);
  const inStock = onSale.filter((variant) => variant.inStock);
  const priced = inStock.length > 0 ? inStock : onSale;
  const prices = onSale.map((variant) => variant.priceCents);
  return {
    priceCents: priced.length > 0 ? Math.min(...priced.map((variant) => variant.priceCents)) : 0,
    priceVaries: new Set(prices).size > 1,
    inStock: inStock.length > 0,
    stockQuantity: onSale.reduce((sum, variant) => sum + variant.stockQuantity, 0),
    size: onSale.map((variant) => variant.label).join(', '),
  };
}

/**
 * The size a product page opens on: the one asked for if on sale, else the first in stock, else the
 * first. A size without `active` is on sale: the storefront's product lists only those.
 */
export function chosenVariant<
  V extends Pick<ProductVariant, 'id' | 'inStock'> & Partial<Pick<ProductVariant, 'active'>>,
>(variants: readonly V[], wanted?: number | null): V | undefined {
  const onSale = variants.filter((variant) => variant.active !== false);
  return (
    onSale.find((variant) => variant.id === wanted) ?? onSale.find((variant) => variant.inStock) ?? onSale[0]
  );
}

/** The picture that stands for a size in a cart, an order line or a shared link: its own, else the product's first. */
export function variantPicture(variant: Pick<ProductVariant, 'image'>, images: readonly string[]): string {
  return variant.image ?? images[0] ?? '';
}

/** The pictures a product page shows for a size: the size's own first, then the product's others. */
export function picturesForVariant(
  variant: Pick<ProductVariant, 'image'>,
  images: readonly string[],
): string[] {
  if (!variant.image) return [...images];
  return [variant.image, ...images.filter((image) => image !== variant.image)];
}
