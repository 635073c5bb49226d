import type { SeedProduct } from '../../src/server/db/seed/seed-product';

/** The part of a catalogue product the pack drawings read. */
export type ImageProduct = Pick<SeedProduct, 'slug' | 'name' | 'packaging' | 'palette'> & {
  /** The net size printed on the pack; a range ("100 g – 1 kg") for a product sold in several. */
  size: string;
};

export function toImageProduct(product: SeedProduct): ImageProduct {
  const first = product.sizes[0].label;
  const last = product.sizes[product.sizes.length - 1]!.label;
  const { slug, name, packaging, palette } = product;
  return { slug, name, packaging, palette, size: first === last ? first : `${first} – ${last}` };
}
