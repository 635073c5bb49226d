import type { PackagePalette } from '../../../src/server/db/seed/seed-product';

/** What a pack builder needs to know about a product. */
export interface PackInput {
  name: string;
  size: string;
  palette: PackagePalette;
}
