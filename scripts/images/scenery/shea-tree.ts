// The shea tree (Vitellaria paradoxa): a short, gnarled trunk and a broad, rounded crown whose
// leaves grow in rosettes at the branch tips. Drawn with the trunk's foot at (x, y).

import { darken, lighten } from '../color';
import { cloudPath } from '../people/hair';
import { leaf } from '../motifs';
import { n, seededRandom, type Ids } from '../svg-doc';

export interface TreeColours {
  trunk: string;
  crown: string;
}

/** A flat silhouette for the far distance. */
export function distantTree(x: number, y: number, size: number, colour: string, seed: number): string {
  const rnd = seededRandom(seed);
  const s = size;
  return (
    `<path d="M${n(x - s * 0.04)} ${n(y)} L${n(x - s * 0.02)} ${n(y - s * 0.45)} L${n(x + s * 0.03)} ${n(y - s * 0.45)} L${n(x + s * 0.05)} ${n(y)}Z" fill="${colour}"/>` +
    `<path d="${cloudPath(x, y - s * 0.62, s * 0.5, s * 0.26, 18, s * 0.05, rnd)}" fill="${colour}"/>`
  );
}

/** A tree near enough to show its bark, its leaf rosettes and a few green fruit. */
export function sheaTree(
  id: Ids,
  x: number,
  y: number,
  size: number,
  colours: TreeColours,
  seed: number,
): string {
  const rnd = seededRandom(seed);
  const s = size;
  const trunk =
    `M${n(x - s * 0.09)} ${n(y)} C${n(x - s * 0.06)} ${n(y - s * 0.2)} ${n(x - s * 0.1)} ${n(y - s * 0.35)} ${n(x - s * 0.2)} ${n(y - s * 0.5)} ` +
    `L${n(x - s * 0.15)} ${n(y - s * 0.53)} C${n(x - s * 0.06)} ${n(y - s * 0.42)} ${n(x - s * 0.02)} ${n(y - s * 0.46)} ${n(x + s * 0.02)} ${n(y - s * 0.58)} ` +
    `L${n(x + s * 0.06)} ${n(y - s * 0.57)} C${n(x + s * 0.05)} ${n(y - s * 0.44)} ${n(x + s * 0.1)} ${n(y - s * 0.42)} ${n(x + s * 0.22)} ${n(y - s * 0.5)} ` +
    `L${n(x + s * 0.24)} ${n(y - s * 0.46)} C${n(x + s * 0.12)} ${n(y - s * 0.36)} ${n(x + s * 0.07)} ${n(y - s * 0.2)} ${n(x + s * 0.1)} ${n(y)}Z`;
  const bark: string[] = [];
  for (let i = 0; i < 7; i += 1) {
    const by = y - s * (0.04 + i * 0.05);
    bark.push(
      `M${n(x - s * 0.06 + rnd() * s * 0.03)} ${n(by)} q${n(s * 0.04)} ${n(-s * 0.01)} ${n(s * 0.08)} ${n(s * 0.005)}`,
    );
  }
  // The crown: three masses from shadow to light, then leaf rosettes scattered over it so the
  // edge breaks up the way real foliage does.
  const cy = y - s * 0.72;
  const tones = [
    darken(colours.crown, 0.32),
    darken(colours.crown, 0.12),
    colours.crown,
    lighten(colours.crown, 0.14),
  ];
  const masses =
    `<path d="${cloudPath(x, cy, s * 0.6, s * 0.3, 26, s * 0.06, rnd)}" fill="${tones[0]}"/>` +
    `<path d="${cloudPath(x - s * 0.05, cy - s * 0.04, s * 0.52, s * 0.25, 24, s * 0.05, rnd)}" fill="${tones[1]}"/>` +
    `<path d="${cloudPath(x - s * 0.12, cy - s * 0.08, s * 0.36, s * 0.17, 20, s * 0.045, rnd)}" fill="${tones[2]}"/>`;
  const rosettes: string[] = [];
  for (let i = 0; i < 34; i += 1) {
    const a = rnd() * Math.PI * 2;
    const r = 0.55 + rnd() * 0.5;
    const rx = x + Math.cos(a) * s * 0.56 * r;
    const ry = cy + Math.sin(a) * s * 0.28 * r;
    // Leaves on the lit, upper-left side are lighter.
    const lit = Math.cos(a) * -0.6 + Math.sin(a) * -0.8;
    const tone = tones[Math.max(0, Math.min(3, Math.round(1.5 + lit * 1.5 + (rnd() - 0.5))))]!;
    for (let k = 0; k < 6; k += 1) {
      rosettes.push(leaf(id, rx, ry, s * (0.09 + rnd() * 0.04), k * 60 + rnd() * 30, tone, false));
    }
  }
  const fruit: string[] = [];
  for (let i = 0; i < 10; i += 1) {
    const fx = x + (rnd() - 0.5) * s * 0.9;
    const fy = cy + s * 0.08 + rnd() * s * 0.16;
    fruit.push(
      `<ellipse cx="${n(fx)}" cy="${n(fy)}" rx="${n(s * 0.018)}" ry="${n(s * 0.023)}" fill="#a9b65f"/>`,
    );
  }
  return (
    `<path d="${trunk}" fill="${colours.trunk}"/>` +
    `<path d="${bark.join(' ')}" stroke="${darken(colours.trunk, 0.35)}" stroke-width="${n(s * 0.008)}" fill="none" stroke-linecap="round"/>` +
    masses +
    rosettes.join('') +
    fruit.join('')
  );
}
