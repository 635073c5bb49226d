// A gift box with a lid tied in ribbon and a bow: the sets. Seen from a little above and to the
// left, so the top and right faces show.

import { BRAND } from '../brand';
import { darken, lighten, luminance } from '../color';
import { labelText } from '../label';
import { n } from '../svg-doc';
import type { PackInput } from './pack-input';
import type { Ids, PackArt } from './shading';

const W = 540;
const H = 330;
const LID = 96;
/** The receding edge: how far right and up the back of the box sits. */
const DX = 124;
const DY = -96;

const poly = (points: [number, number][]) => `M${points.map(([x, y]) => `${n(x)} ${n(y)}`).join(' L')}Z`;

export function drawBox(product: PackInput, id: Ids): PackArt {
  const { body, lid, label, labelText: text } = product.palette;
  // A gold ribbon, unless the box is gold itself.
  const ribbon = luminance(body) > 0.55 && luminance(lid) > 0.55 ? BRAND.earth : BRAND.gold;
  const L = -W / 2 - DX / 2;
  const R = L + W;
  const T = -H;
  const lidBottom = T + LID;
  const o = 6; // the lid overhangs the base
  const mid = (L + R) / 2;
  const rw = 46; // ribbon width
  const along = (x: number, y: number, t: number): [number, number] => [x + DX * t, y + DY * t];
  const defs =
    `<linearGradient id="${id('front')}" x1="0" y1="0" x2="1" y2="0.4">` +
    `<stop offset="0" stop-color="${lighten(body, 0.1)}"/><stop offset="1" stop-color="${darken(body, 0.12)}"/></linearGradient>` +
    `<linearGradient id="${id('lidFront')}" x1="0" y1="0" x2="1" y2="0.3">` +
    `<stop offset="0" stop-color="${lighten(lid, 0.14)}"/><stop offset="1" stop-color="${darken(lid, 0.1)}"/></linearGradient>` +
    `<linearGradient id="${id('ribbon')}" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${lighten(ribbon, 0.35)}"/><stop offset="0.5" stop-color="${ribbon}"/><stop offset="1" stop-color="${darken(ribbon, 0.25)}"/></linearGradient>` +
    `<linearGradient id="${id('under')}" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="#1c1008" stop-opacity="0.4"/><stop offset="1" stop-color="#1c1008" stop-opacity="0"/></linearGradient>`;
  const base =
    `<path d="${poly([[R, lidBottom], along(R, lidBottom, 1), along(R, 0, 1), [R, 0]])}" fill="${darken(body, 0.3)}"/>` +
    `<rect x="${L}" y="${lidBottom}" width="${W}" height="${-lidBottom}" fill="url(#${id('front')})"/>` +
    `<rect x="${L}" y="${lidBottom}" width="${W}" height="26" fill="url(#${id('under')})"/>`;
  const lidArt =
    `<path d="${poly([[L - o, T], [R + o, T], along(R + o, T, 1), along(L - o, T, 1)])}" fill="${lighten(lid, 0.12)}"/>` +
    `<path d="${poly([[R + o, T], along(R + o, T, 1), along(R + o, lidBottom + o, 1), [R + o, lidBottom + o]])}" fill="${darken(lid, 0.28)}"/>` +
    `<rect x="${L - o}" y="${T}" width="${W + 2 * o}" height="${LID + o}" fill="url(#${id('lidFront')})"/>` +
    `<path d="M${L - o} ${T + 1} H${R + o}" stroke="${lighten(lid, 0.35)}" stroke-width="2"/>`;
  // Two ribbons cross on the lid: front to back and left to right.
  const ribbons =
    `<rect x="${mid - rw / 2}" y="${T}" width="${rw}" height="${LID + o}" fill="url(#${id('ribbon')})"/>` +
    `<path d="${poly([[mid - rw / 2, T], [mid + rw / 2, T], along(mid + rw / 2, T, 1), along(mid - rw / 2, T, 1)])}" fill="url(#${id('ribbon')})"/>` +
    `<path d="${poly([along(L - o, T, 0.5 - 0.2), along(R + o, T, 0.5 - 0.2), along(R + o, T, 0.5 + 0.2), along(L - o, T, 0.5 + 0.2)])}" fill="url(#${id('ribbon')})"/>` +
    `<path d="${poly([along(R + o, T, 0.3), along(R + o, T, 0.7), along(R + o, lidBottom + o, 0.7), along(R + o, lidBottom + o, 0.3)])}" fill="${darken(ribbon, 0.3)}"/>`;
  const [bx, by] = along(mid, T, 0.5);
  const loop = (dir: number) =>
    `<path d="M${n(bx)} ${n(by)} C${n(bx + dir * 40)} ${n(by - 90)} ${n(bx + dir * 150)} ${n(by - 70)} ${n(bx + dir * 118)} ${n(by - 12)} ` +
    `C${n(bx + dir * 100)} ${n(by + 18)} ${n(bx + dir * 40)} ${n(by + 8)} ${n(bx)} ${n(by)}Z" fill="url(#${id('ribbon')})"/>` +
    `<path d="M${n(bx + dir * 14)} ${n(by - 6)} C${n(bx + dir * 50)} ${n(by - 60)} ${n(bx + dir * 110)} ${n(by - 50)} ${n(bx + dir * 100)} ${n(by - 16)}" stroke="${darken(ribbon, 0.35)}" stroke-opacity="0.45" stroke-width="3" fill="none"/>`;
  const tail = (dir: number) =>
    `<path d="M${n(bx)} ${n(by)} C${n(bx + dir * 30)} ${n(by + 30)} ${n(bx + dir * 60)} ${n(by + 50)} ${n(bx + dir * 78)} ${n(by + 80)} ` +
    `L${n(bx + dir * 56)} ${n(by + 74)} L${n(bx + dir * 50)} ${n(by + 96)} C${n(bx + dir * 34)} ${n(by + 60)} ${n(bx + dir * 16)} ${n(by + 30)} ${n(bx - dir * 4)} ${n(by + 8)}Z" fill="${darken(ribbon, 0.12)}"/>`;
  const bow =
    tail(-1) +
    tail(1) +
    loop(-1) +
    loop(1) +
    `<ellipse cx="${n(bx)}" cy="${n(by - 2)}" rx="24" ry="19" fill="url(#${id('ribbon')})"/>` +
    `<ellipse cx="${n(bx - 6)}" cy="${n(by - 8)}" rx="9" ry="5" fill="#fff" opacity="0.35"/>`;
  // A printed card on the front of the base carries the words.
  const cardW = 330;
  const cardH = -lidBottom - 44;
  const cardTop = lidBottom + 22;
  const kicker = /\bset\b/i.test(product.name) ? undefined : 'Gift Set';
  const card =
    `<rect x="${mid - cardW / 2 + 4}" y="${cardTop + 5}" width="${cardW}" height="${cardH}" rx="6" fill="#1c1008" opacity="0.18"/>` +
    `<rect x="${mid - cardW / 2}" y="${cardTop}" width="${cardW}" height="${cardH}" rx="6" fill="${label}"/>` +
    `<rect x="${mid - cardW / 2 + 10}" y="${cardTop + 10}" width="${cardW - 20}" height="${cardH - 20}" rx="3" fill="none" stroke="${ribbon}" stroke-opacity="0.7" stroke-width="2"/>` +
    labelText(
      { cx: mid, top: cardTop + 8, width: cardW - 40, height: cardH - 16 },
      { ...product, kicker },
      { label, text },
    );
  return { defs, body: base + card + lidArt + ribbons + bow, width: W + DX, height: H - DY + 110 };
}
