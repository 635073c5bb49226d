// A pump bottle for lotions: rounded shoulders, a ribbed collar and an actuator with a spout.

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

const WIDTH = 310;
const RY = 22;
const SHOULDER = -470;
const NECK_BOTTOM = -540;
const NECK = 56;

export function drawPump(product: PackInput, id: Ids): PackArt {
  const { body, lid, label, labelText: text } = product.palette;
  const h = WIDTH / 2;
  const collarTop = NECK_BOTTOM - 62;
  const collarWidth = 124;
  const stemTop = collarTop - 58;
  const headTop = stemTop - 62;
  const silhouette =
    `M${-h} ${-RY} L${-h} ${SHOULDER} C${-h} ${SHOULDER - 52} ${-NECK - 30} ${NECK_BOTTOM + 4} ${-NECK} ${NECK_BOTTOM} ` +
    `L${NECK} ${NECK_BOTTOM} C${NECK + 30} ${NECK_BOTTOM + 4} ${h} ${SHOULDER - 52} ${h} ${SHOULDER} ` +
    `L${h} ${-RY} A${h} ${RY} 0 0 1 ${-h} ${-RY}Z`;
  // The actuator: a rounded head with a spout reaching left, towards the light.
  const head = `M-62 ${stemTop + 2} L-62 ${headTop + 22} Q-62 ${headTop} -40 ${headTop} L48 ${headTop} Q62 ${headTop} 62 ${headTop + 22} L62 ${stemTop + 2}Z`;
  const spout =
    `M-60 ${headTop + 8} L-150 ${headTop + 16} Q-162 ${headTop + 18} -162 ${headTop + 28} L-162 ${headTop + 34} ` +
    `Q-162 ${headTop + 40} -150 ${headTop + 40} L-60 ${headTop + 40}Z`;
  const labelTop = -420;
  const labelBottom = -90;
  const defs =
    `<linearGradient id="${id('body')}" gradientUnits="userSpaceOnUse" x1="${-h}" y1="0" x2="${h}" y2="0">` +
    `<stop offset="0" stop-color="${darken(body, 0.32)}"/><stop offset="0.12" stop-color="${darken(body, 0.04)}"/>` +
    `<stop offset="0.26" stop-color="${lighten(body, 0.2)}"/><stop offset="0.45" stop-color="${body}"/>` +
    `<stop offset="0.85" stop-color="${darken(body, 0.18)}"/><stop offset="1" stop-color="${darken(body, 0.34)}"/></linearGradient>` +
    cylinderGradient(id('lid'), lid, 1.2) +
    cylinderGradient(id('label'), label, 0.4) +
    wrapOverlayGradient(id('wrap')) +
    glossGradient(id('gloss'), 0.5) +
    `<linearGradient id="${id('head')}" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${lighten(lid, 0.3)}"/><stop offset="1" stop-color="${darken(lid, 0.12)}"/></linearGradient>`;
  const art =
    `<path d="${silhouette}" fill="url(#${id('body')})"/>` +
    `<path d="M${-h + 16} ${SHOULDER + 10} C${-h + 16} ${SHOULDER - 30} ${-NECK - 36} ${NECK_BOTTOM + 12} ${-NECK + 2} ${NECK_BOTTOM + 8}" stroke="#fff" stroke-opacity="0.45" stroke-width="7" stroke-linecap="round" fill="none"/>` +
    `<path d="${cylinderSide(WIDTH + 2, labelTop, labelBottom, RY)}" fill="url(#${id('label')})"/>` +
    `<path d="${cylinderSide(WIDTH + 2, labelTop, labelBottom, RY)}" fill="url(#${id('wrap')})"/>` +
    labelText(
      { cx: -4, top: labelTop + RY * 0.8, width: WIDTH * 0.84, height: labelBottom - labelTop },
      product,
      { label, text },
    ) +
    glossStreak(id('gloss'), -h * 0.76, SHOULDER + 10, 15, -SHOULDER - 50) +
    glossStreak(id('gloss'), h * 0.76, SHOULDER + 40, 6, -SHOULDER - 100) +
    `<rect x="-13" y="${stemTop}" width="26" height="${collarTop - stemTop + 4}" fill="url(#${id('lid')})"/>` +
    `<path d="${spout}" fill="url(#${id('head')})"/>` +
    `<path d="${head}" fill="url(#${id('lid')})"/>` +
    `<path d="M-56 ${headTop + 10} Q-40 ${headTop + 3} 40 ${headTop + 3}" stroke="#fff" stroke-opacity="0.5" stroke-width="4" fill="none" stroke-linecap="round"/>` +
    `<path d="${cylinderSide(collarWidth, collarTop, NECK_BOTTOM + 10, 9)}" fill="url(#${id('lid')})"/>` +
    ridges(collarWidth, collarTop + 10, NECK_BOTTOM + 8, 32, darken(lid, 0.5), 0.18) +
    `<ellipse cx="0" cy="${collarTop}" rx="${n(collarWidth / 2)}" ry="9" fill="${lighten(lid, 0.15)}"/>` +
    `<rect x="-13" y="${stemTop}" width="26" height="${collarTop - stemTop}" fill="url(#${id('lid')})"/>`;
  return { defs, body: art, width: WIDTH, height: -headTop };
}
