// The Open Graph card shown when a page is shared: the logo and slogan on the left, a group of
// products standing together on the right, 1200 x 630.

import { shadowDefs, packShadow, studioBackdrop } from './backdrop';
import { BRAND } from './brand';
import type { ImageProduct } from './image-product';
import { logoArt, LOGO_HEIGHT, LOGO_ON_LIGHT } from './logo';
import { motifDefs, leafSprig } from './motifs';
import { drawPack } from './packs/draw-pack';
import { idScope, n, svgDocument } from './svg-doc';

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

/** Up to three products with different packs, tall ones at the back, for a varied group. */
export function pickOgProducts(products: ImageProduct[]): ImageProduct[] {
  const seen = new Set<string>();
  const picked: ImageProduct[] = [];
  const preferred = ['pump', 'jar', 'dropper', 'bottle', 'tube', 'tub', 'bar', 'box'];
  for (const kind of preferred) {
    const product = products.find((p) => p.packaging === kind && !seen.has(p.packaging));
    if (product && picked.length < 3) {
      picked.push(product);
      seen.add(kind);
    }
  }
  return picked;
}

export function ogSvg(products: ImageProduct[]): string {
  const id = idScope('og');
  const backdrop = studioBackdrop(id, OG_WIDTH, OG_HEIGHT, BRAND.cream, 430);
  const group = pickOgProducts(products);
  const baseY = 560;
  // Back row left and right, front row centre: the middle pack stands a little lower and larger.
  const slots = [
    { x: 790, y: baseY - 34, h: 340 },
    { x: 1052, y: baseY - 34, h: 340 },
    { x: 912, y: baseY, h: 290 },
  ];
  const packs = group.map((product, i) => {
    const pack = drawPack(product, idScope(`og${i}`));
    const slot = slots[i]!;
    const scale = Math.min(slot.h / pack.height, 230 / pack.width);
    return { pack, slot, scale };
  });
  const logoScale = 1.15;
  const content =
    `<defs>${backdrop.defs}${shadowDefs(id)}${motifDefs(id, { leaf: '#5f7b47', nut: '#6e4122' })}${packs.map((p) => p.pack.defs).join('')}</defs>` +
    backdrop.body +
    leafSprig(id, 1090, baseY - 110, 250, 28, 5) +
    leafSprig(id, 720, baseY - 90, 200, -30, 4) +
    packs
      .map(
        ({ pack, slot, scale }) =>
          packShadow(id, slot.x, slot.y, pack.width * scale) +
          `<g transform="translate(${slot.x} ${slot.y}) scale(${n(scale * 1000) / 1000})">${pack.body}</g>`,
      )
      .join('') +
    `<g transform="translate(60 ${n(OG_HEIGHT / 2 - (LOGO_HEIGHT * logoScale) / 2 - 20)}) scale(${logoScale})">${logoArt(LOGO_ON_LIGHT, true)}</g>`;
  return svgDocument(OG_WIDTH, OG_HEIGHT, content);
}
