// One product shot: the pack standing in the studio, its shadow, and shea props on the floor.
// Drawn at 1200 x 1200; the renderer scales it down for the smaller widths.

import type { Packaging } from '../../src/server/db/seed/seed-product';
import { BRAND } from './brand';
import { mix } from './color';
import type { ImageProduct } from './image-product';
import { motifDefs } from './motifs';
import { drawPack } from './packs/draw-pack';
import { creamDab, oilDrop, propsBehind, propsInFront } from './props';
import { packShadow, shadowDefs, studioBackdrop } from './backdrop';
import { idScope, n, seededRandom, svgDocument } from './svg-doc';

export const PRODUCT_SIZE = 1200;

const BASE_Y = 985;
// Props are a little deeper in tone than the brand sage, so they hold up next to dark packs.
const PROP_COLOURS = { leaf: '#5f7b47', nut: '#6e4122' };
const LIQUIDS: Packaging[] = ['bottle', 'dropper'];
const CREAMS: Packaging[] = ['jar', 'tube', 'pump'];

export function productSvg(product: ImageProduct): string {
  const id = idScope('p');
  const pack = drawPack(product, idScope('pack'));
  // Tall packs fill the height, wide ones the width; all keep room for the floor and props.
  const scale = Math.min(840 / pack.height, 720 / pack.width, 1.5);
  const footprint = pack.width * scale;
  const rnd = seededRandom(product.slug);
  const mirror = rnd() < 0.5;
  const tint = mix(BRAND.cream, product.palette.body, 0.08);
  const backdrop = studioBackdrop(id, PRODUCT_SIZE, PRODUCT_SIZE, tint, 760);
  const cx = PRODUCT_SIZE / 2;
  const dabSide = mirror ? 1 : -1;
  const dabX = cx + dabSide * (footprint / 2 + 90);
  const dab = LIQUIDS.includes(product.packaging)
    ? oilDrop(id, dabX, BASE_Y + 70, 70, product.palette.contents)
    : CREAMS.includes(product.packaging)
      ? creamDab(id, dabX, BASE_Y + 80, 130, product.palette.contents)
      : '';
  const content =
    `<defs>${backdrop.defs}${shadowDefs(id)}${motifDefs(id, PROP_COLOURS)}${pack.defs}</defs>` +
    backdrop.body +
    propsBehind(id, cx, BASE_Y, { width: footprint, height: pack.height * scale }, mirror, rnd) +
    packShadow(id, cx, BASE_Y, footprint) +
    `<g transform="translate(${cx} ${BASE_Y}) scale(${n(scale * 1000) / 1000})">${pack.body}</g>` +
    dab +
    propsInFront(id, cx, BASE_Y, footprint, mirror, rnd);
  return svgDocument(PRODUCT_SIZE, PRODUCT_SIZE, content);
}
