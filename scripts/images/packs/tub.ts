// An open tub of raw butter with its lid leaning behind, so the shopper sees the butter itself.

import { darken, lighten } from '../color';
import { emblem } from '../emblem';
import { labelAccent, labelText } from '../label';
import { n } from '../svg-doc';
import type { PackInput } from './pack-input';
import {
  cylinderGradient,
  cylinderSide,
  glossGradient,
  glossStreak,
  wrapOverlayGradient,
  type Ids,
  type PackArt,
} from './shading';

const WIDTH = 540;
const RY = 62;
const TOP = -320;

export function drawTub(product: PackInput, id: Ids): PackArt {
  const { body, lid, label, labelText: text, contents } = product.palette;
  const h = WIDTH / 2;
  const labelTop = -266;
  const labelBottom = -66;
  const lidRx = h + 14;
  const lidRy = h * 0.86;
  const accent = labelAccent(lid, lighten(lid, 0.6));
  const defs =
    cylinderGradient(id('body'), body) +
    cylinderGradient(id('label'), label, 0.4) +
    wrapOverlayGradient(id('wrap')) +
    glossGradient(id('gloss'), 0.45) +
    `<radialGradient id="${id('lidFace')}" cx="0.38" cy="0.32" r="0.8">` +
    `<stop offset="0" stop-color="${lighten(lid, 0.22)}"/><stop offset="0.7" stop-color="${lid}"/><stop offset="1" stop-color="${darken(lid, 0.3)}"/></radialGradient>` +
    `<radialGradient id="${id('butter')}" cx="0.4" cy="0.3" r="0.8">` +
    `<stop offset="0" stop-color="${lighten(contents, 0.45)}"/><stop offset="0.6" stop-color="${contents}"/><stop offset="1" stop-color="${darken(contents, 0.15)}"/></radialGradient>` +
    `<linearGradient id="${id('inner')}" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${darken(body, 0.35)}"/><stop offset="1" stop-color="${darken(body, 0.1)}"/></linearGradient>`;
  // The lid stands on its rim behind the tub, leaning back a little.
  const lidArt =
    `<g transform="translate(${n(h * 0.32)} ${n(TOP - lidRy * 0.45)}) rotate(8)">` +
    `<ellipse cx="14" cy="6" rx="${n(lidRx)}" ry="${n(lidRy)}" fill="${darken(lid, 0.35)}"/>` +
    `<ellipse cx="0" cy="0" rx="${n(lidRx)}" ry="${n(lidRy)}" fill="url(#${id('lidFace')})"/>` +
    `<ellipse cx="0" cy="0" rx="${n(lidRx * 0.8)}" ry="${n(lidRy * 0.8)}" fill="none" stroke="${lighten(lid, 0.35)}" stroke-opacity="0.5" stroke-width="3"/>` +
    `<ellipse cx="0" cy="0" rx="${n(lidRx * 0.76)}" ry="${n(lidRy * 0.76)}" fill="none" stroke="${lighten(lid, 0.35)}" stroke-opacity="0.25" stroke-width="1.5"/>` +
    // The brand mark printed on the lid, seen above the tub.
    `<g transform="translate(0 ${n(-lidRy * 0.5)})">${emblem(0, 0, 120, accent)}</g>` +
    `</g>`;
  const swirl =
    `<path d="M${n(-h * 0.5)} ${n(TOP + 10)} C${n(-h * 0.3)} ${n(TOP - 30)} ${n(-h * 0.05)} ${n(TOP - 52)} ${n(h * 0.12)} ${n(TOP - 66)} ` +
    `C${n(h * 0.05)} ${n(TOP - 40)} ${n(h * 0.3)} ${n(TOP - 30)} ${n(h * 0.55)} ${n(TOP + 6)}` +
    ` C${n(h * 0.2)} ${n(TOP + 30)} ${n(-h * 0.2)} ${n(TOP + 30)} ${n(-h * 0.5)} ${n(TOP + 10)}Z" fill="url(#${id('butter')})"/>` +
    `<path d="M${n(-h * 0.3)} ${n(TOP - 8)} C${n(-h * 0.12)} ${n(TOP - 30)} ${n(0)} ${n(TOP - 44)} ${n(h * 0.1)} ${n(TOP - 58)}" stroke="#fff" stroke-opacity="0.6" stroke-width="5" stroke-linecap="round" fill="none"/>` +
    `<path d="M${n(-h * 0.1)} ${n(TOP + 12)} C${n(h * 0.1)} ${n(TOP - 6)} ${n(h * 0.3)} ${n(TOP - 8)} ${n(h * 0.45)} ${n(TOP + 4)}" stroke="${darken(contents, 0.2)}" stroke-opacity="0.35" stroke-width="4" stroke-linecap="round" fill="none"/>`;
  const art =
    lidArt +
    `<path d="${cylinderSide(WIDTH, TOP, -RY, RY)}" fill="url(#${id('body')})"/>` +
    // The rim, the inside wall in shadow, then the butter filling it almost to the top.
    `<ellipse cx="0" cy="${TOP}" rx="${h}" ry="${RY}" fill="${lighten(body, 0.25)}"/>` +
    `<ellipse cx="0" cy="${TOP}" rx="${h - 10}" ry="${RY - 8}" fill="url(#${id('inner')})"/>` +
    `<ellipse cx="0" cy="${TOP + 10}" rx="${h - 16}" ry="${RY - 16}" fill="url(#${id('butter')})"/>` +
    swirl +
    `<path d="${cylinderSide(WIDTH + 2, labelTop, labelBottom, RY)}" fill="url(#${id('label')})"/>` +
    `<path d="${cylinderSide(WIDTH + 2, labelTop, labelBottom, RY)}" fill="url(#${id('wrap')})"/>` +
    labelText(
      { cx: -6, top: labelTop + RY * 0.7, width: WIDTH * 0.74, height: labelBottom - labelTop },
      product,
      { label, text },
    ) +
    glossStreak(id('gloss'), -WIDTH * 0.37, TOP + RY + 10, 14, -TOP - RY - 40) +
    glossStreak(id('gloss'), WIDTH * 0.41, TOP + RY + 20, 6, -TOP - RY - 60);
  return { defs, body: art, width: WIDTH, height: -TOP + lidRy * 1.45 };
}
