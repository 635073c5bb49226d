import type { Packaging } from '../../../src/server/db/seed/seed-product';
import { drawBar } from './bar';
import { drawBottle } from './bottle';
import { drawBox } from './box';
import { drawDropper } from './dropper';
import { drawJar } from './jar';
import type { PackInput } from './pack-input';
import { drawPump } from './pump';
import type { Ids, PackArt } from './shading';
import { drawTub } from './tub';
import { drawTube } from './tube';

const BUILDERS: Record<Packaging, (product: PackInput, id: Ids) => PackArt> = {
  jar: drawJar,
  tub: drawTub,
  bottle: drawBottle,
  dropper: drawDropper,
  tube: drawTube,
  box: drawBox,
  bar: drawBar,
  pump: drawPump,
};

/** Draws the pack for a product's packaging kind, base centre at (0, 0). */
export function drawPack(product: PackInput & { packaging: Packaging }, id: Ids): PackArt {
  return BUILDERS[product.packaging](product, id);
}
