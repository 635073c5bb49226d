import type { SeedProduct } from '../../src/server/db/seed/seed-product';

/** The part of a catalogue product the pack drawings read. */
export type ImageProduct = Pick<SeedProduct, 'slug' | 'name' | 'size' | 'packaging' | 'palette'>;
