// Things lying on the studio floor around a pack: a sprig of shea leaves behind it, shea nuts and a
// dab of the product in front. They give scale and say "shea" without crowding the label.

import { darken, lighten } from './color';
import { leaf, sheaNut } from './motifs';
import { n, type Ids } from './svg-doc';

/** A sprig of shea leaves rising behind one shoulder of the pack; `rnd` varies it per product. */
export function propsBehind(
  id: Ids,
  x: number,
  y: number,
  pack: { width: number; height: number },
  mirror: boolean,
  rnd: () => number,
): string {
  const side = mirror ? 1 : -1;
  const sx = x + side * pack.width * 0.3;
  const length = Math.min(420, pack.height * 0.62);
  const count = 3 + Math.floor(rnd() * 3);
  const leaves: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const angle = 6 + (70 * i) / (count - 1) + (rnd() - 0.5) * 10;
    // Stalks start well above the floor so they stay hidden behind the pack.
    leaves.push(leaf(id, sx, y - 90, length * (1.05 - i * 0.08 - rnd() * 0.1), side * angle));
  }
  return leaves.reverse().join('');
}

/** Two or three shea nuts lying in front of the pack, on the side away from the leaves. */
export function propsInFront(
  id: Ids,
  x: number,
  y: number,
  packWidth: number,
  mirror: boolean,
  rnd: () => number,
): string {
  const side = mirror ? -1 : 1;
  // Wide packs push the nuts out; keep them inside the frame.
  const nx = Math.min(Math.max(x + side * (packWidth * 0.5 + 50), 170), 1030);
  const third = rnd() < 0.6 ? sheaNut(id, nx + side * 118, y + 52, 100, side * (30 + rnd() * 40)) : '';
  return (
    third +
    sheaNut(id, nx, y + 60, 130, side * (10 + rnd() * 20)) +
    sheaNut(id, nx + side * 60, y + 128, 116, side * (-30 - rnd() * 30))
  );
}

/** A dollop of cream with a soft peak, for jars, tubes and pumps. */
export function creamDab(id: Ids, x: number, y: number, size: number, colour: string): string {
  const s = size;
  return (
    `<radialGradient id="${id('dab')}" cx="0.35" cy="0.3" r="0.8"><stop offset="0" stop-color="${lighten(colour, 0.5)}"/>` +
    `<stop offset="0.6" stop-color="${colour}"/><stop offset="1" stop-color="${darken(colour, 0.18)}"/></radialGradient>` +
    `<g transform="translate(${n(x)} ${n(y)})">` +
    `<ellipse cx="${n(s * 0.06)}" cy="${n(s * 0.05)}" rx="${n(s * 0.62)}" ry="${n(s * 0.13)}" fill="#2a170a" opacity="0.18"/>` +
    `<path d="M${n(-s * 0.55)} 0 C${n(-s * 0.5)} ${n(-s * 0.22)} ${n(-s * 0.25)} ${n(-s * 0.3)} ${n(-s * 0.05)} ${n(-s * 0.36)} ` +
    `C${n(s * 0.05)} ${n(-s * 0.52)} ${n(s * 0.2)} ${n(-s * 0.6)} ${n(s * 0.28)} ${n(-s * 0.58)} ` +
    `C${n(s * 0.18)} ${n(-s * 0.5)} ${n(s * 0.14)} ${n(-s * 0.4)} ${n(s * 0.22)} ${n(-s * 0.32)} ` +
    `C${n(s * 0.45)} ${n(-s * 0.26)} ${n(s * 0.58)} ${n(-s * 0.14)} ${n(s * 0.55)} 0 Z" fill="url(#${id('dab')})"/>` +
    `<path d="M${n(-s * 0.36)} ${n(-s * 0.16)} Q${n(-s * 0.2)} ${n(-s * 0.3)} ${n(0)} ${n(-s * 0.32)}" stroke="#fff" stroke-opacity="0.7" stroke-width="${n(s * 0.035)}" stroke-linecap="round" fill="none"/>` +
    `</g>`
  );
}

/** Beads of oil with their glints, for bottles and droppers. */
export function oilDrop(id: Ids, x: number, y: number, size: number, colour: string): string {
  const bead = (bx: number, s: number) =>
    `<g transform="translate(${n(bx)} ${n(y)})">` +
    `<ellipse cx="${n(s * 0.12)}" cy="${n(s * 0.02)}" rx="${n(s * 0.62)}" ry="${n(s * 0.14)}" fill="${darken(colour, 0.3)}" opacity="0.3"/>` +
    `<path d="M${n(-s * 0.5)} 0 C${n(-s * 0.52)} ${n(-s * 0.26)} ${n(-s * 0.24)} ${n(-s * 0.34)} 0 ${n(-s * 0.34)} ` +
    `C${n(s * 0.26)} ${n(-s * 0.34)} ${n(s * 0.52)} ${n(-s * 0.26)} ${n(s * 0.5)} 0 ` +
    `C${n(s * 0.3)} ${n(s * 0.08)} ${n(-s * 0.3)} ${n(s * 0.08)} ${n(-s * 0.5)} 0Z" fill="url(#${id('drop')})"/>` +
    `<ellipse cx="${n(-s * 0.2)}" cy="${n(-s * 0.22)}" rx="${n(s * 0.14)}" ry="${n(s * 0.055)}" fill="#fff" opacity="0.9"/>` +
    `<path d="M${n(-s * 0.3)} ${n(-s * 0.02)} Q0 ${n(s * 0.04)} ${n(s * 0.34)} ${n(-s * 0.06)}" stroke="${lighten(colour, 0.6)}" stroke-width="${n(s * 0.03)}" fill="none" opacity="0.8"/>` +
    `</g>`;
  return (
    `<radialGradient id="${id('drop')}" cx="0.5" cy="0.2" r="0.9"><stop offset="0" stop-color="${lighten(colour, 0.35)}" stop-opacity="0.75"/>` +
    `<stop offset="0.6" stop-color="${colour}" stop-opacity="0.85"/><stop offset="1" stop-color="${darken(colour, 0.3)}" stop-opacity="0.95"/></radialGradient>` +
    bead(x, size) +
    bead(x + size * 0.95, size * 0.55)
  );
}
