// A tall glass bottle with rounded shoulders and a screw cap: oils and toners.

import { darken, lighten } from '../color';
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
const SHOULDER = -470;
const NECK_BOTTOM = -560;
const NECK_WIDTH = 96;

export function drawBottle(product: PackInput, id: Ids): PackArt {
  const { body, lid, label, labelText: text } = product.palette;
  const h = WIDTH / 2;
  const neck = NECK_WIDTH / 2;
  const capTop = NECK_BOTTOM - 128;
  const capWidth = NECK_WIDTH + 22;
  const silhouette =
    `M${-h} ${-RY} L${-h} ${SHOULDER} C${-h} ${SHOULDER - 60} ${-neck - 10} ${NECK_BOTTOM + 30} ${-neck} ${NECK_BOTTOM} ` +
    `L${neck} ${NECK_BOTTOM} C${neck + 10} ${NECK_BOTTOM + 30} ${h} ${SHOULDER - 60} ${h} ${SHOULDER} ` +
    `L${h} ${-RY} A${h} ${RY} 0 0 1 ${-h} ${-RY}Z`;
  const labelTop = -400;
  const labelBottom = -90;
  const defs =
    `<linearGradient id="${id('body')}" gradientUnits="userSpaceOnUse" x1="${-h}" y1="0" x2="${h}" y2="0">` +
    `<stop offset="0" stop-color="${darken(body, 0.45)}"/><stop offset="0.12" stop-color="${darken(body, 0.05)}"/>` +
    `<stop offset="0.24" stop-color="${lighten(body, 0.2)}"/><stop offset="0.4" stop-color="${body}"/>` +
    `<stop offset="0.8" stop-color="${darken(body, 0.22)}"/><stop offset="0.93" stop-color="${darken(body, 0.4)}"/>` +
    `<stop offset="1" stop-color="${lighten(body, 0.1)}"/></linearGradient>` +
    cylinderGradient(id('cap'), lid, 1.5) +
    cylinderGradient(id('label'), label, 0.4) +
    wrapOverlayGradient(id('wrap')) +
    glossGradient(id('gloss'), 0.6) +
    `<radialGradient id="${id('capTop')}" cx="0.35" cy="0.35" r="0.75">` +
    `<stop offset="0" stop-color="${lighten(lid, 0.35)}"/><stop offset="1" stop-color="${darken(lid, 0.1)}"/></radialGradient>`;
  const art =
    `<path d="${silhouette}" fill="url(#${id('body')})"/>` +
    // Light caught along the left shoulder of the glass.
    `<path d="M${-h + 18} ${SHOULDER + 10} C${-h + 18} ${SHOULDER - 40} ${-neck - 8} ${NECK_BOTTOM + 40} ${-neck + 4} ${NECK_BOTTOM + 8}" stroke="#fff" stroke-opacity="0.45" stroke-width="7" stroke-linecap="round" fill="none"/>` +
    `<path d="${cylinderSide(WIDTH + 2, labelTop, labelBottom, RY)}" fill="url(#${id('label')})"/>` +
    `<path d="${cylinderSide(WIDTH + 2, labelTop, labelBottom, RY)}" fill="url(#${id('wrap')})"/>` +
    labelText(
      { cx: -4, top: labelTop + RY * 0.8, width: WIDTH * 0.84, height: labelBottom - labelTop },
      product,
      { label, text },
    ) +
    glossStreak(id('gloss'), -h * 0.74, SHOULDER + 20, 16, -SHOULDER - 60) +
    glossStreak(id('gloss'), h * 0.76, SHOULDER + 50, 6, -SHOULDER - 120) +
    // Cap.
    `<path d="${cylinderSide(capWidth, capTop, NECK_BOTTOM + 14, 10)}" fill="url(#${id('cap')})"/>` +
    ridges(capWidth, capTop + 14, NECK_BOTTOM + 14, 34, darken(lid, 0.5), 0.2) +
    `<ellipse cx="0" cy="${capTop}" rx="${n(capWidth / 2)}" ry="10" fill="url(#${id('capTop')})"/>` +
    glossStreak(id('gloss'), -capWidth * 0.32, capTop + 12, 9, NECK_BOTTOM - capTop - 8);
  return { defs, body: art, width: WIDTH, height: -capTop + 10 };
}
