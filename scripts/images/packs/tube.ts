// A squeeze tube standing on its cap, crimped end up: hand creams and face washes.

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
  type Ids,
  type PackArt,
} from './shading';

const CAP_WIDTH = 232;
const CAP_TOP = -140;
const SHOULDER = -190;
const CRIMP = -720;
const BOTTOM_HALF = 152;
const TOP_HALF = 194;

/** Half the tube's width at height y: it flares from the shoulder to the crimp. */
const halfWidthAt = (y: number) =>
  BOTTOM_HALF + ((TOP_HALF - BOTTOM_HALF) * (SHOULDER - y)) / (SHOULDER - CRIMP);

export function drawTube(product: PackInput, id: Ids): PackArt {
  const { body, lid, label, labelText: text } = product.palette;
  const outline =
    `M${-CAP_WIDTH / 2 + 6} ${CAP_TOP + 4} C${-BOTTOM_HALF + 4} ${CAP_TOP - 14} ${-BOTTOM_HALF} ${SHOULDER + 14} ${-BOTTOM_HALF} ${SHOULDER} ` +
    `L${-TOP_HALF} ${CRIMP} L${TOP_HALF} ${CRIMP} L${BOTTOM_HALF} ${SHOULDER} ` +
    `C${BOTTOM_HALF} ${SHOULDER + 14} ${BOTTOM_HALF - 4} ${CAP_TOP - 14} ${CAP_WIDTH / 2 - 6} ${CAP_TOP + 4}Z`;
  // The printed panel follows the taper, inset from both edges.
  const panelTop = -640;
  const panelBottom = -250;
  const inset = 20;
  const panel =
    `M${n(-halfWidthAt(panelTop) + inset)} ${panelTop} L${n(halfWidthAt(panelTop) - inset)} ${panelTop} ` +
    `L${n(halfWidthAt(panelBottom) - inset)} ${panelBottom} L${n(-halfWidthAt(panelBottom) + inset)} ${panelBottom}Z`;
  // The name sits mid-panel, so the panel's width there is what it can use.
  const textWidth = 2 * (halfWidthAt((panelTop + panelBottom) / 2) - inset) * 0.92;
  const defs =
    `<linearGradient id="${id('body')}" gradientUnits="userSpaceOnUse" x1="${-TOP_HALF}" y1="0" x2="${TOP_HALF}" y2="0">` +
    `<stop offset="0" stop-color="${darken(body, 0.3)}"/><stop offset="0.14" stop-color="${darken(body, 0.04)}"/>` +
    `<stop offset="0.3" stop-color="${lighten(body, 0.25)}"/><stop offset="0.5" stop-color="${body}"/>` +
    `<stop offset="0.85" stop-color="${darken(body, 0.14)}"/><stop offset="1" stop-color="${darken(body, 0.3)}"/></linearGradient>` +
    `<linearGradient id="${id('panelShade')}" gradientUnits="userSpaceOnUse" x1="${-TOP_HALF}" y1="0" x2="${TOP_HALF}" y2="0">` +
    `<stop offset="0" stop-color="#1c1008" stop-opacity="0.3"/><stop offset="0.3" stop-color="#fff" stop-opacity="0.14"/>` +
    `<stop offset="0.5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#1c1008" stop-opacity="0.25"/></linearGradient>` +
    `<linearGradient id="${id('crimp')}" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${lighten(body, 0.2)}"/><stop offset="1" stop-color="${darken(body, 0.12)}"/></linearGradient>` +
    cylinderGradient(id('cap'), lid, 1.3) +
    glossGradient(id('gloss'), 0.55);
  const crimpLines: string[] = [];
  for (let x = -TOP_HALF + 12; x < TOP_HALF - 6; x += 9) crimpLines.push(`M${x} ${CRIMP - 42} V${CRIMP - 8}`);
  const art =
    `<path d="${cylinderSide(CAP_WIDTH, CAP_TOP, -14, 14)}" fill="url(#${id('cap')})"/>` +
    ridges(CAP_WIDTH, CAP_TOP + 16, -20, 44, darken(lid, 0.5), 0.12) +
    `<path d="${outline}" fill="url(#${id('body')})"/>` +
    `<rect x="${-TOP_HALF - 6}" y="${CRIMP - 52}" width="${2 * TOP_HALF + 12}" height="58" rx="5" fill="url(#${id('crimp')})"/>` +
    `<path d="${crimpLines.join(' ')}" stroke="${darken(body, 0.25)}" stroke-opacity="0.35" stroke-width="2"/>` +
    `<path d="${panel}" fill="${label}"/>` +
    `<path d="${panel}" fill="url(#${id('panelShade')})"/>` +
    labelText({ cx: 0, top: panelTop + 10, width: textWidth, height: panelBottom - panelTop - 10 }, product, {
      label,
      text,
    }) +
    glossStreak(id('gloss'), -TOP_HALF * 0.62, CRIMP + 30, 18, SHOULDER - CRIMP - 40) +
    glossStreak(id('gloss'), TOP_HALF * 0.62, CRIMP + 80, 6, SHOULDER - CRIMP - 160);
  return { defs, body: art, width: 2 * TOP_HALF, height: -CRIMP + 52 };
}
