// The studio set every product stands in: a seamless paper sweep lit from the upper left, a glow
// behind the pack and a soft two-part shadow (a wide penumbra and a dark contact line).

import { darken, lighten } from './color';
import { n, type Art, type Ids } from './svg-doc';

export function studioBackdrop(id: Ids, width: number, height: number, tint: string, horizon: number): Art {
  const h = horizon / height;
  const defs =
    `<linearGradient id="${id('sweep')}" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${darken(tint, 0.06)}"/>` +
    `<stop offset="${n(h * 0.85)}" stop-color="${lighten(tint, 0.12)}"/>` +
    `<stop offset="${n(h)}" stop-color="${lighten(tint, 0.2)}"/>` +
    `<stop offset="${n(h + (1 - h) * 0.45)}" stop-color="${lighten(tint, 0.08)}"/>` +
    `<stop offset="1" stop-color="${darken(tint, 0.08)}"/></linearGradient>` +
    `<radialGradient id="${id('glow')}" cx="0.42" cy="0.38" r="0.6">` +
    `<stop offset="0" stop-color="#fffaf0" stop-opacity="0.75"/>` +
    `<stop offset="0.6" stop-color="#fffaf0" stop-opacity="0.15"/>` +
    `<stop offset="1" stop-color="#fffaf0" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="${id('vignette')}" cx="0.5" cy="0.5" r="0.75">` +
    `<stop offset="0.6" stop-color="#2a1a0e" stop-opacity="0"/>` +
    `<stop offset="1" stop-color="#2a1a0e" stop-opacity="0.16"/></radialGradient>`;
  const body =
    `<rect width="${width}" height="${height}" fill="url(#${id('sweep')})"/>` +
    `<rect width="${width}" height="${height}" fill="url(#${id('glow')})"/>` +
    `<rect width="${width}" height="${height}" fill="url(#${id('vignette')})"/>`;
  return { defs, body };
}

/** Shadow gradients; call once per document, then `packShadow` for each pack. */
export function shadowDefs(id: Ids): string {
  return (
    `<radialGradient id="${id('penumbra')}"><stop offset="0" stop-color="#2a170a" stop-opacity="0.34"/>` +
    `<stop offset="0.55" stop-color="#2a170a" stop-opacity="0.14"/><stop offset="1" stop-color="#2a170a" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="${id('contact')}"><stop offset="0" stop-color="#1c1008" stop-opacity="0.6"/>` +
    `<stop offset="0.7" stop-color="#1c1008" stop-opacity="0.25"/><stop offset="1" stop-color="#1c1008" stop-opacity="0"/></radialGradient>`
  );
}

/** The shadow under a pack whose base centre is (x, y); it falls to the right, away from the light. */
export function packShadow(id: Ids, x: number, y: number, width: number): string {
  return (
    `<ellipse cx="${n(x + width * 0.16)}" cy="${n(y - width * 0.01)}" rx="${n(width * 0.78)}" ry="${n(width * 0.11)}" fill="url(#${id('penumbra')})"/>` +
    `<ellipse cx="${n(x + width * 0.02)}" cy="${n(y - width * 0.015)}" rx="${n(width * 0.54)}" ry="${n(width * 0.045)}" fill="url(#${id('contact')})"/>`
  );
}
