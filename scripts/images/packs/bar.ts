// A bar of soap or solid butter standing upright in a paper sleeve, soap showing above and below.

import { darken, lighten } from '../color';
import { labelText } from '../label';
import { n } from '../svg-doc';
import type { PackInput } from './pack-input';
import type { Ids, PackArt } from './shading';

const W = 380;
const H = 500;
const DX = 74;
const DY = -48;
const RADIUS = 34;

export function drawBar(product: PackInput, id: Ids): PackArt {
  const { body, label, labelText: text, contents } = product.palette;
  const L = -W / 2 - DX / 2;
  const R = L + W;
  const T = -H;
  const sleeveTop = T + 120;
  const sleeveBottom = -110;
  const defs =
    `<linearGradient id="${id('soap')}" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${lighten(contents, 0.3)}"/><stop offset="0.6" stop-color="${contents}"/><stop offset="1" stop-color="${darken(contents, 0.12)}"/></linearGradient>` +
    `<linearGradient id="${id('depth')}" gradientUnits="userSpaceOnUse" x1="${L}" y1="${T + DY}" x2="${R + DX}" y2="0">` +
    `<stop offset="0" stop-color="${lighten(contents, 0.2)}"/><stop offset="0.55" stop-color="${darken(contents, 0.1)}"/><stop offset="1" stop-color="${darken(contents, 0.3)}"/></linearGradient>` +
    `<linearGradient id="${id('sleeve')}" x1="0" y1="0" x2="1" y2="0">` +
    `<stop offset="0" stop-color="${lighten(body, 0.12)}"/><stop offset="1" stop-color="${darken(body, 0.08)}"/></linearGradient>`;
  // The bar's thickness: the front face swept back along the depth direction.
  const depth: string[] = [];
  for (let i = 16; i >= 1; i -= 1) {
    const t = i / 16;
    depth.push(
      `<rect x="${n(L + DX * t)}" y="${n(T + DY * t)}" width="${W}" height="${H}" rx="${RADIUS}" fill="url(#${id('depth')})"/>`,
    );
  }
  const front =
    `<rect x="${L}" y="${T}" width="${W}" height="${H}" rx="${RADIUS}" fill="url(#${id('soap')})"/>` +
    `<rect x="${L + 3}" y="${T + 3}" width="${W - 6}" height="${H - 6}" rx="${RADIUS - 3}" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="3"/>`;
  // A leaf pressed into the soap above the sleeve.
  const ex = (L + R) / 2;
  const ey = T + 64;
  const emboss =
    `<path d="M${ex - 40} ${ey + 12} C${ex - 20} ${ey - 22} ${ex + 20} ${ey - 24} ${ex + 44} ${ey - 10} C${ex + 20} ${ey + 16} ${ex - 16} ${ey + 22} ${ex - 40} ${ey + 12}Z ` +
    `M${ex - 40} ${ey + 12} Q${ex} ${ey - 4} ${ex + 44} ${ey - 10}" fill="none" stroke="${darken(contents, 0.22)}" stroke-opacity="0.55" stroke-width="3"/>` +
    `<path d="M${ex - 38} ${ey + 15} C${ex - 16} ${ey + 24} ${ex + 20} ${ey + 18} ${ex + 46} ${ey - 7}" fill="none" stroke="#fff" stroke-opacity="0.45" stroke-width="2"/>`;
  const sleeve =
    `<path d="M${R} ${sleeveTop} L${R + DX} ${sleeveTop + DY} V${sleeveBottom + DY} L${R} ${sleeveBottom}Z" fill="${darken(body, 0.28)}"/>` +
    `<rect x="${L - 2}" y="${sleeveTop}" width="${W + 4}" height="${sleeveBottom - sleeveTop}" fill="url(#${id('sleeve')})"/>` +
    `<path d="M${L - 2} ${sleeveTop} H${R + 2} M${L - 2} ${sleeveBottom} H${R + 2}" stroke="${darken(body, 0.25)}" stroke-opacity="0.5" stroke-width="2"/>`;
  const panelInset = 26;
  const panel =
    `<rect x="${L + panelInset}" y="${sleeveTop + 22}" width="${W - 2 * panelInset}" height="${sleeveBottom - sleeveTop - 44}" rx="4" fill="${label}"/>` +
    labelText(
      {
        cx: (L + R) / 2,
        top: sleeveTop + 24,
        width: W - 2 * panelInset - 24,
        height: sleeveBottom - sleeveTop - 48,
      },
      product,
      { label, text },
    );
  return { defs, body: depth.join('') + front + emboss + sleeve + panel, width: W + DX, height: H - DY };
}
