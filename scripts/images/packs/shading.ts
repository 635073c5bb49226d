// Shared shading for round packs. The light comes from the upper left in every product shot, so a
// cylinder is lit on its left third, falls off to the right and gets a thin rim light at the edge.

import { darken, lighten } from '../color';
import { n } from '../svg-doc';

/** What every pack builder returns: drawn with its base centre at (0, 0), growing upward. */
export interface PackArt {
  defs: string;
  body: string;
  /** Footprint width, for the shadow. */
  width: number;
  height: number;
}

export type { Ids } from '../svg-doc';

/** A horizontal gradient that makes a flat shape read as a lit cylinder. */
export function cylinderGradient(id: string, base: string, gloss = 1): string {
  const stops: [number, string][] = [
    [0, darken(base, 0.38)],
    [0.07, darken(base, 0.12)],
    [0.2, lighten(base, 0.14 * gloss)],
    [0.3, lighten(base, 0.06 * gloss)],
    [0.55, base],
    [0.82, darken(base, 0.16)],
    [0.94, darken(base, 0.3)],
    [1, darken(base, 0.12)],
  ];
  return (
    `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0">` +
    stops.map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`).join('') +
    `</linearGradient>`
  );
}

/** The same light as a see-through overlay, laid over labels so they wrap around the pack. */
export function wrapOverlayGradient(id: string): string {
  return (
    `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0">` +
    `<stop offset="0" stop-color="#1c1008" stop-opacity="0.38"/>` +
    `<stop offset="0.1" stop-color="#1c1008" stop-opacity="0.08"/>` +
    `<stop offset="0.22" stop-color="#fff" stop-opacity="0.16"/>` +
    `<stop offset="0.36" stop-color="#fff" stop-opacity="0"/>` +
    `<stop offset="0.7" stop-color="#1c1008" stop-opacity="0.04"/>` +
    `<stop offset="0.92" stop-color="#1c1008" stop-opacity="0.28"/>` +
    `<stop offset="1" stop-color="#1c1008" stop-opacity="0.2"/>` +
    `</linearGradient>`
  );
}

/** A soft vertical gloss streak that fades out towards its ends. */
export function glossGradient(id: string, opacity = 0.55): string {
  return (
    `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="#fff" stop-opacity="0"/>` +
    `<stop offset="0.18" stop-color="#fff" stop-opacity="${opacity}"/>` +
    `<stop offset="0.7" stop-color="#fff" stop-opacity="${opacity * 0.6}"/>` +
    `<stop offset="1" stop-color="#fff" stop-opacity="0"/>` +
    `</linearGradient>`
  );
}

/**
 * The visible side of a cylinder seen from a little above: straight sides, and top and bottom
 * edges that bow down like the front half of an ellipse.
 */
export function cylinderSide(width: number, top: number, bottom: number, ry: number): string {
  const h = width / 2;
  return (
    `M${n(-h)} ${n(top)} A${n(h)} ${n(ry)} 0 0 0 ${n(h)} ${n(top)} ` +
    `L${n(h)} ${n(bottom)} A${n(h)} ${n(ry)} 0 0 1 ${n(-h)} ${n(bottom)}Z`
  );
}

/** A rounded streak of light for glass and glossy plastic. */
export function glossStreak(
  gradientId: string,
  x: number,
  top: number,
  width: number,
  height: number,
): string {
  return `<rect x="${n(x)}" y="${n(top)}" width="${n(width)}" height="${n(height)}" rx="${n(width / 2)}" fill="url(#${gradientId})"/>`;
}

/** Fine vertical ridges, as on a screw lid or a pump collar. */
export function ridges(
  width: number,
  top: number,
  bottom: number,
  count: number,
  colour: string,
  opacity: number,
): string {
  const lines: string[] = [];
  for (let i = 1; i < count; i += 1) {
    // Cosine spacing bunches ridges towards the edges, as they look on a turning surface.
    const x = -Math.cos((Math.PI * i) / count) * (width / 2);
    lines.push(`M${n(x)} ${n(top)} V${n(bottom)}`);
  }
  return `<path d="${lines.join(' ')}" stroke="${colour}" stroke-opacity="${opacity}" stroke-width="${n(Math.max(1, width / 160))}"/>`;
}
