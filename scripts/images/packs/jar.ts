// A squat glass jar with a screw lid and a wrap-around label: the body butters and creams.

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

const WIDTH = 470;
const RY = 36;
const BODY_TOP = -330;
const LID_TOP = -465;

export function drawJar(product: PackInput, id: Ids): PackArt {
  const { body, lid, label, labelText: text } = product.palette;
  const lidWidth = WIDTH + 12;
  const labelTop = -292;
  const labelBottom = -78;
  const defs =
    cylinderGradient(id('body'), body) +
    cylinderGradient(id('lid'), lid, 1.6) +
    cylinderGradient(id('label'), label, 0.4) +
    wrapOverlayGradient(id('wrap')) +
    glossGradient(id('gloss'), 0.5) +
    `<radialGradient id="${id('lidTop')}" cx="0.35" cy="0.35" r="0.75">` +
    `<stop offset="0" stop-color="${lighten(lid, 0.35)}"/><stop offset="1" stop-color="${darken(lid, 0.1)}"/></radialGradient>` +
    `<linearGradient id="${id('under')}" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="#1c1008" stop-opacity="0.45"/><stop offset="1" stop-color="#1c1008" stop-opacity="0"/></linearGradient>`;
  const art =
    // Body, then the shadow the lid casts on the glass shoulder.
    `<path d="${cylinderSide(WIDTH, BODY_TOP, -RY, RY)}" fill="url(#${id('body')})"/>` +
    `<path d="${cylinderSide(WIDTH, BODY_TOP + 2, BODY_TOP + 34, RY)}" fill="url(#${id('under')})"/>` +
    // Label wrapped round the body.
    `<path d="${cylinderSide(WIDTH + 2, labelTop, labelBottom, RY)}" fill="url(#${id('label')})"/>` +
    `<path d="${cylinderSide(WIDTH + 2, labelTop, labelBottom, RY)}" fill="url(#${id('wrap')})"/>` +
    `<path d="M${-WIDTH / 2 - 1} ${labelTop} A${WIDTH / 2 + 1} ${RY} 0 0 0 ${WIDTH / 2 + 1} ${labelTop}" stroke="${darken(label, 0.25)}" stroke-opacity="0.35" stroke-width="2" fill="none"/>` +
    labelText(
      { cx: -6, top: labelTop + RY * 0.75, width: WIDTH * 0.74, height: labelBottom - labelTop },
      product,
      { label, text },
    ) +
    // Glass gloss over everything on the body.
    glossStreak(id('gloss'), -WIDTH * 0.36, BODY_TOP + 20, 16, -BODY_TOP - 30) +
    glossStreak(id('gloss'), -WIDTH * 0.29, BODY_TOP + 60, 6, -BODY_TOP - 120) +
    glossStreak(id('gloss'), WIDTH * 0.4, BODY_TOP + 40, 7, -BODY_TOP - 90) +
    // Lid: ridged side, shiny top.
    `<path d="${cylinderSide(lidWidth, LID_TOP, BODY_TOP + 8, RY)}" fill="url(#${id('lid')})"/>` +
    ridges(lidWidth, LID_TOP + RY + 8, BODY_TOP + 8 + RY * 0.6, 60, darken(lid, 0.5), 0.18) +
    `<path d="M${n(-lidWidth / 2)} ${BODY_TOP + 8} A${n(lidWidth / 2)} ${RY} 0 0 0 ${n(lidWidth / 2)} ${BODY_TOP + 8}" stroke="${darken(lid, 0.45)}" stroke-width="3" fill="none"/>` +
    `<ellipse cx="0" cy="${LID_TOP}" rx="${n(lidWidth / 2)}" ry="${RY}" fill="url(#${id('lidTop')})"/>` +
    `<ellipse cx="0" cy="${LID_TOP}" rx="${n(lidWidth / 2 - 3)}" ry="${RY - 2}" fill="none" stroke="${lighten(lid, 0.5)}" stroke-opacity="0.6" stroke-width="2"/>` +
    glossStreak(id('gloss'), -lidWidth * 0.34, LID_TOP + RY * 0.7, 12, BODY_TOP - LID_TOP - 10);
  return { defs, body: art, width: WIDTH, height: -LID_TOP + RY };
}
