import type { Category, SkinType } from '../../../core/catalogue-terms';

/** How a product is packed; the image generator draws one shape per kind. */
export type Packaging = 'jar' | 'tub' | 'bottle' | 'dropper' | 'tube' | 'box' | 'bar' | 'pump';

/** Colours of the drawn package: body, lid or cap, label background and label text, and the product inside. */
export interface PackagePalette {
  body: string;
  lid: string;
  label: string;
  labelText: string;
  contents: string;
}

/** One size of a seed product. */
export interface SeedSize {
  /** Net contents as printed on the pack, e.g. "250 g" or "100 ml". */
  label: string;
  /** Whole KES. Stored as cents. */
  priceKes: number;
  stock: number;
}

/** One product of the seed catalogue, in the shape the seed and the image generator both read. */
export interface SeedProduct {
  slug: string;
  name: string;
  /** A short line for cards and meta descriptions. */
  tagline: string;
  description: string;
  category: Category;
  skinTypes: SkinType[];
  ingredients: string[];
  /** Exactly four steps, shown under "How to Use". */
  howToUse: [string, string, string, string];
  /** The sizes it is sold in, smallest first. */
  sizes: [SeedSize, ...SeedSize[]];
  featured: boolean;
  /** Numeric Shopify product id, or null when the product is not on the global store. */
  shopifyProductId: string | null;
  packaging: Packaging;
  palette: PackagePalette;
}
