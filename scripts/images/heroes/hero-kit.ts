// Pieces every hero uses: the canvas size, washes of light, floating motes and the fade that
// keeps the left side calm for the headline laid over it.

import { n, seededRandom } from '../svg-doc';

export const HERO_WIDTH = 1600;
export const HERO_HEIGHT = 900;

/** A linear gradient from a list of [offset, colour] stops. */
export function linear(id: string, stops: [number, string][], x2 = 0, y2 = 1): string {
  return (
    `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">` +
    stops.map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`).join('') +
    `</linearGradient>`
  );
}

/** A soft round glow: `colour` at the centre fading to nothing. */
export function glow(id: string, colour: string, opacity: number): string {
  return (
    `<radialGradient id="${id}"><stop offset="0" stop-color="${colour}" stop-opacity="${opacity}"/>` +
    `<stop offset="0.5" stop-color="${colour}" stop-opacity="${opacity * 0.4}"/>` +
    `<stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`
  );
}

/** Out-of-focus specks of light drifting across the right of the frame. */
export function motes(
  seed: number,
  colour: string,
  count: number,
  area: { x: number; y: number; w: number; h: number },
): string {
  const rnd = seededRandom(seed);
  const dots: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const r = 3 + rnd() * 12;
    dots.push(
      `<circle cx="${n(area.x + rnd() * area.w)}" cy="${n(area.y + rnd() * area.h)}" r="${n(r)}" fill="${colour}" opacity="${n(0.1 + rnd() * 0.25)}"/>`,
    );
  }
  return dots.join('');
}

/**
 * Fades the left part of the picture into its background colour, leaving a calm field where the
 * page sets its headline.
 */
export function calmLeft(id: string, colour: string, reach = 0.5): string {
  return (
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0">` +
    `<stop offset="0" stop-color="${colour}" stop-opacity="0.9"/>` +
    `<stop offset="${n(reach * 0.6)}" stop-color="${colour}" stop-opacity="0.55"/>` +
    `<stop offset="${reach}" stop-color="${colour}" stop-opacity="0"/></linearGradient></defs>` +
    `<rect width="${HERO_WIDTH}" height="${HERO_HEIGHT}" fill="url(#${id})"/>`
  );
}

/** Places a drawing made around (0, 0) at (x, y) and scale. */
export const place = (x: number, y: number, scale: number, body: string) =>
  `<g transform="translate(${n(x)} ${n(y)}) scale(${scale})">${body}</g>`;
