// A small amber dropper bottle with a collar and rubber bulb: face serums and oils.

import { BRAND } from '../brand';
import { darken, lighten, luminance } from '../color';
import { labelText } from '../label';
import { n } from '../svg-doc';
import type { PackInput } from './pack-input';
import {
  cylinderGradient,
  cylinderSide,
  glossGradient,
  glossStreak,
  ridges,
  wrapOverlayGradient,
  type Ids,
  type PackArt,
} from './shading';

const WIDTH = 300;
const RY = 22;
const SHOULDER = -380;
const NECK_BOTTOM = -450;
const NECK = 42;

export function drawDropper(product: PackInput, id: Ids): PackArt {
  const { body, lid, label, labelText: text } = product.palette;
  const h = WIDTH / 2;
  // Serum droppers wear a gold collar under a dark bulb; a light bulb keeps its own colour.
  const collar = luminance(lid) < 0.35 ? BRAND.gold : lid;
  const collarTop = NECK_BOTTOM - 86;
  const collarWidth = 118;
  const bulbTop = collarTop - 150;
  const bulbWidth = 84;
  // A squat body with round shoulders, like the Boston-round bottles serums come in.
  const silhouette =
    `M${-h} ${-RY} L${-h} ${SHOULDER} C${-h} ${SHOULDER - 58} ${-NECK - 20} ${NECK_BOTTOM + 6} ${-NECK} ${NECK_BOTTOM} ` +
    `L${NECK} ${NECK_BOTTOM} C${NECK + 20} ${NECK_BOTTOM + 6} ${h} ${SHOULDER - 58} ${h} ${SHOULDER} ` +
    `L${h} ${-RY} A${h} ${RY} 0 0 1 ${-h} ${-RY}Z`;
  const bulb =
    `M${-bulbWidth / 2 + 4} ${collarTop + 4} L${-bulbWidth / 2 + 6} ${bulbTop + 60} ` +
    `C${-bulbWidth / 2 + 2} ${bulbTop + 10} ${-bulbWidth / 2 + 16} ${bulbTop} 0 ${bulbTop} ` +
    `C${bulbWidth / 2 - 16} ${bulbTop} ${bulbWidth / 2 - 2} ${bulbTop + 10} ${bulbWidth / 2 - 6} ${bulbTop + 60} ` +
    `L${bulbWidth / 2 - 4} ${collarTop + 4}Z`;
  const labelTop = -330;
  const labelBottom = -70;
  const defs =
    `<linearGradient id="${id('body')}" gradientUnits="userSpaceOnUse" x1="${-h}" y1="0" x2="${h}" y2="0">` +
    `<stop offset="0" stop-color="${darken(body, 0.45)}"/><stop offset="0.12" stop-color="${darken(body, 0.05)}"/>` +
    `<stop offset="0.25" stop-color="${lighten(body, 0.22)}"/><stop offset="0.42" stop-color="${body}"/>` +
    `<stop offset="0.8" stop-color="${darken(body, 0.22)}"/><stop offset="0.93" stop-color="${darken(body, 0.42)}"/>` +
    `<stop offset="1" stop-color="${lighten(body, 0.1)}"/></linearGradient>` +
    cylinderGradient(id('collar'), collar, 1.6) +
    cylinderGradient(id('bulb'), lid, 1.2) +
    cylinderGradient(id('label'), label, 0.4) +
    wrapOverlayGradient(id('wrap')) +
    glossGradient(id('gloss'), 0.6);
  const art =
    `<path d="${silhouette}" fill="url(#${id('body')})"/>` +
    `<path d="M${-h + 16} ${SHOULDER + 10} C${-h + 16} ${SHOULDER - 36} ${-NECK - 26} ${NECK_BOTTOM + 18} ${-NECK + 2} ${NECK_BOTTOM + 8}" stroke="#fff" stroke-opacity="0.5" stroke-width="7" stroke-linecap="round" fill="none"/>` +
    `<path d="${cylinderSide(WIDTH + 2, labelTop, labelBottom, RY)}" fill="url(#${id('label')})"/>` +
    `<path d="${cylinderSide(WIDTH + 2, labelTop, labelBottom, RY)}" fill="url(#${id('wrap')})"/>` +
    labelText(
      { cx: -4, top: labelTop + RY * 0.8, width: WIDTH * 0.84, height: labelBottom - labelTop },
      product,
      { label, text },
    ) +
    glossStreak(id('gloss'), -h * 0.76, SHOULDER + 10, 15, -SHOULDER - 50) +
    glossStreak(id('gloss'), h * 0.76, SHOULDER + 40, 6, -SHOULDER - 100) +
    // Rubber bulb, then the ribbed collar over the neck.
    `<path d="${bulb}" fill="url(#${id('bulb')})"/>` +
    glossStreak(id('gloss'), -bulbWidth * 0.28, bulbTop + 14, 8, collarTop - bulbTop - 20) +
    `<path d="${cylinderSide(collarWidth, collarTop, NECK_BOTTOM + 12, 9)}" fill="url(#${id('collar')})"/>` +
    ridges(collarWidth, collarTop + 10, NECK_BOTTOM + 10, 30, darken(collar, 0.6), 0.25) +
    `<ellipse cx="0" cy="${collarTop}" rx="${n(collarWidth / 2)}" ry="9" fill="${lighten(collar, 0.2)}"/>` +
    `<path d="${cylinderSide(collarWidth + 4, NECK_BOTTOM - 4, NECK_BOTTOM + 14, 9)}" fill="url(#${id('collar')})"/>`;
  return { defs, body: art, width: WIDTH, height: -bulbTop };
}
