// The shea leaf and shea nut drawn as reusable pieces: labels, props, the logo and the heroes all
// use the same shapes so the brand reads as one family.

import { BRAND } from './brand';
import { darken, lighten } from './color';
import { n, type Ids } from './svg-doc';

export interface MotifColours {
  leaf: string;
  nut: string;
}

export const DEFAULT_MOTIF_COLOURS: MotifColours = { leaf: BRAND.leaf, nut: '#7a4b2a' };

/** Gradients the leaf and nut fills refer to; put once in each document that draws motifs. */
export function motifDefs(id: Ids, colours = DEFAULT_MOTIF_COLOURS): string {
  return (
    `<linearGradient id="${id('leaf')}" x1="0" y1="1" x2="0.3" y2="0">` +
    `<stop offset="0" stop-color="${darken(colours.leaf, 0.35)}"/>` +
    `<stop offset="0.55" stop-color="${colours.leaf}"/>` +
    `<stop offset="1" stop-color="${lighten(colours.leaf, 0.25)}"/></linearGradient>` +
    `<radialGradient id="${id('nut')}" cx="0.36" cy="0.3" r="0.8">` +
    `<stop offset="0" stop-color="${lighten(colours.nut, 0.35)}"/>` +
    `<stop offset="0.45" stop-color="${colours.nut}"/>` +
    `<stop offset="1" stop-color="${darken(colours.nut, 0.55)}"/></radialGradient>`
  );
}

/**
 * A shea leaf: long, oblong, with a pale midrib and paired veins. Drawn with its stalk at (x, y),
 * pointing along `angle` degrees (0 = up).
 */
export function leaf(
  id: Ids,
  x: number,
  y: number,
  length: number,
  angle: number,
  fill?: string,
  veined = true,
): string {
  const w = length * 0.2;
  const L = length;
  const outline =
    `M0 0 C${n(w * 0.9)} ${n(-L * 0.12)} ${n(w * 1.15)} ${n(-L * 0.55)} ${n(w * 0.35)} ${n(-L * 0.9)} ` +
    `Q0 ${n(-L * 1.02)} ${n(-w * 0.3)} ${n(-L * 0.92)} ` +
    `C${n(-w * 1.1)} ${n(-L * 0.6)} ${n(-w * 0.95)} ${n(-L * 0.14)} 0 0Z`;
  const veins: string[] = [];
  for (let i = 1; i <= 6; i += 1) {
    const t = -L * (0.06 + i * 0.12);
    // Veins shorten towards the tip, where the leaf narrows.
    const reach = w * (i < 4 ? 0.72 : 0.72 - (i - 3) * 0.16);
    veins.push(`M0 ${n(t)} Q${n(reach * 0.6)} ${n(t - L * 0.05)} ${n(reach)} ${n(t - L * 0.1)}`);
    veins.push(
      `M0 ${n(t + L * 0.03)} Q${n(-reach * 0.6)} ${n(t - L * 0.02)} ${n(-reach)} ${n(t - L * 0.07)}`,
    );
  }
  const vein = lighten(fill ?? BRAND.leaf, 0.35);
  if (!veined)
    return `<path transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})" d="${outline}" fill="${fill ?? `url(#${id('leaf')})`}"/>`;
  return (
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})">` +
    `<path d="M0 0 L0 ${n(L * 0.08)}" stroke="${darken(BRAND.leaf, 0.3)}" stroke-width="${n(L * 0.025)}" stroke-linecap="round"/>` +
    `<path d="${outline}" fill="${fill ?? `url(#${id('leaf')})`}"/>` +
    `<path d="M0 ${n(-L * 0.02)} Q${n(w * 0.08)} ${n(-L * 0.5)} 0 ${n(-L * 0.93)}" stroke="${vein}" stroke-opacity="0.7" stroke-width="${n(L * 0.012)}" fill="none"/>` +
    `<path d="${veins.join(' ')}" stroke="${vein}" stroke-opacity="0.4" stroke-width="${n(L * 0.007)}" fill="none"/>` +
    `</g>`
  );
}

/**
 * A shea nut centred on (x, y): a smooth, glossy brown egg with the broad pale scar (the hilum)
 * that covers one end of the kernel.
 */
export function sheaNut(id: Ids, x: number, y: number, size: number, angle = 0): string {
  const rx = size * 0.5;
  const ry = size * 0.4;
  const egg =
    `M${n(-rx)} 0 C${n(-rx)} ${n(-ry * 1.1)} ${n(rx * 0.7)} ${n(-ry * 1.05)} ${n(rx)} ${n(-ry * 0.05)} ` +
    `C${n(rx * 0.95)} ${n(ry * 0.9)} ${n(-rx)} ${n(ry * 1.1)} ${n(-rx)} 0Z`;
  const scar =
    `M${n(rx * 0.2)} ${n(-ry * 0.55)} C${n(rx * 0.75)} ${n(-ry * 0.7)} ${n(rx * 1.02)} ${n(-ry * 0.1)} ${n(rx * 0.82)} ${n(ry * 0.42)} ` +
    `C${n(rx * 0.6)} ${n(ry * 0.62)} ${n(rx * 0.3)} ${n(ry * 0.3)} ${n(rx * 0.35)} ${n(0)} ` +
    `C${n(rx * 0.38)} ${n(-ry * 0.25)} ${n(rx * 0.1)} ${n(-ry * 0.35)} ${n(rx * 0.2)} ${n(-ry * 0.55)}Z`;
  return (
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})">` +
    `<path d="${egg}" fill="url(#${id('nut')})"/>` +
    `<path d="${scar}" fill="#c9a47a" opacity="0.85"/>` +
    `<path d="${scar}" fill="none" stroke="#5a3820" stroke-opacity="0.35" stroke-width="${n(size * 0.012)}"/>` +
    `<ellipse cx="${n(-rx * 0.35)}" cy="${n(-ry * 0.5)}" rx="${n(rx * 0.3)}" ry="${n(ry * 0.13)}" fill="#fff" opacity="0.4" transform="rotate(-14 ${n(-rx * 0.35)} ${n(-ry * 0.5)})"/>` +
    `</g>`
  );
}

/** A sprig of shea leaves fanning from one point, as they grow at the tips of the branches. */
export function leafSprig(id: Ids, x: number, y: number, length: number, angle: number, count = 5): string {
  const spread = 70;
  const leaves: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const t = count === 1 ? 0 : i / (count - 1) - 0.5;
    const size = length * (1 - Math.abs(t) * 0.55);
    leaves.push(leaf(id, 0, 0, size, t * spread));
  }
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})">${leaves.join('')}</g>`;
}
