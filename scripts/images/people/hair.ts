// Natural hair and headwraps, in two layers: what falls behind the head and shoulders, and what
// sits in front of the face (the hairline, a wrap's knot, locs over the shoulder).

import { BRAND } from '../brand';
import { darken, lighten, mix } from '../color';
import { n, type Ids } from '../svg-doc';
import type { Person } from './person';

export function hairDefs(id: Ids, person: Person): string {
  const c = person.hairColour;
  return (
    `<radialGradient id="${id('hair')}" gradientUnits="userSpaceOnUse" cx="-70" cy="-170" r="330">` +
    `<stop offset="0" stop-color="${mix(lighten(c, 0.18), BRAND.gold, 0.18)}"/><stop offset="0.45" stop-color="${c}"/>` +
    `<stop offset="1" stop-color="${darken(c, 0.45)}"/></radialGradient>` +
    `<linearGradient id="${id('wrap')}" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${lighten(c, 0.2)}"/><stop offset="0.5" stop-color="${c}"/><stop offset="1" stop-color="${darken(c, 0.3)}"/></linearGradient>` +
    // A wax-print style motif for headwraps: diamonds and dots in the accent colour.
    `<pattern id="${id('print')}" width="64" height="64" patternUnits="userSpaceOnUse" patternTransform="rotate(-18)">` +
    `<path d="M32 8 L54 32 L32 56 L10 32Z" fill="none" stroke="${person.accent}" stroke-width="3"/>` +
    `<circle cx="32" cy="32" r="5" fill="${person.accent}"/><circle cx="0" cy="0" r="3" fill="${person.accent}"/>` +
    `<circle cx="64" cy="64" r="3" fill="${person.accent}"/></pattern>`
  );
}

/** A soft, cloud-like outline: an ellipse whose edge is made of small outward bumps. */
export function cloudPath(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  bumps: number,
  depth: number,
  rnd: () => number,
): string {
  const points: [number, number][] = [];
  for (let i = 0; i < bumps; i += 1) {
    const a = (i / bumps) * Math.PI * 2;
    const wobble = 1 + (rnd() - 0.5) * 0.05;
    points.push([cx + Math.cos(a) * rx * wobble, cy + Math.sin(a) * ry * wobble]);
  }
  let d = `M${n(points[0]![0])} ${n(points[0]![1])}`;
  for (let i = 1; i <= bumps; i += 1) {
    const [x0, y0] = points[i - 1]!;
    const [x1, y1] = points[i % bumps]!;
    const mx = (x0 + x1) / 2;
    const my = (y0 + y1) / 2;
    // Push each segment's control point outward from the centre, making a bump.
    const ox = mx - cx;
    const oy = my - cy;
    const len = Math.hypot(ox, oy) || 1;
    const bulge = depth * (0.7 + rnd() * 0.6);
    d += ` Q${n(mx + (ox / len) * bulge)} ${n(my + (oy / len) * bulge)} ${n(x1)} ${n(y1)}`;
  }
  return `${d}Z`;
}

/** Little coils scattered inside an ellipse, for the texture of an afro or a puff. */
function curls(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  count: number,
  colour: string,
  rnd: () => number,
): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const a = rnd() * Math.PI * 2;
    const r = Math.sqrt(rnd());
    const x = cx + Math.cos(a) * rx * r;
    const y = cy + Math.sin(a) * ry * r;
    const s = 5 + rnd() * 6;
    parts.push(`M${n(x - s)} ${n(y)} a${n(s)} ${n(s * 0.8)} 0 1 1 ${n(s * 1.2)} ${n(s * 0.4)}`);
  }
  return `<path d="${parts.join(' ')}" stroke="${colour}" stroke-width="2" fill="none" stroke-linecap="round" opacity="0.22"/>`;
}

/** Hair swept back from the forehead: covers the top of the face and makes the hairline. */
const HAIRLINE =
  'M-91 -6 C-94 -58 -76 -90 -44 -94 Q-20 -80 0 -84 Q20 -80 44 -94 C76 -90 94 -58 91 -6 ' +
  'C98 -40 104 -100 60 -132 C20 -150 -20 -150 -60 -132 C-104 -100 -98 -40 -91 -6Z';

const LOCS_X = [-122, -110, -98, -86, -74, 74, 86, 98, 110, 122];

function loc(x: number, top: number, bottom: number, sway: number, colour: string, width: number): string {
  return (
    `<path d="M${x} ${top} C${x + sway * 0.2} ${n(top + (bottom - top) * 0.4)} ${x + sway} ${n(top + (bottom - top) * 0.7)} ${x + sway * 0.8} ${bottom}" ` +
    `stroke="${colour}" stroke-width="${width}" stroke-linecap="round" fill="none"/>` +
    `<path d="M${x} ${top} C${x + sway * 0.2} ${n(top + (bottom - top) * 0.4)} ${x + sway} ${n(top + (bottom - top) * 0.7)} ${x + sway * 0.8} ${bottom}" ` +
    `stroke="${lighten(colour, 0.25)}" stroke-width="${n(width * 0.3)}" stroke-dasharray="6 9" stroke-linecap="round" fill="none" opacity="0.5"/>`
  );
}

export function hairBack(id: Ids, person: Person, rnd: () => number): string {
  const c = person.hairColour;
  switch (person.hair) {
    case 'afro':
      return (
        `<path d="${cloudPath(0, -60, 205, 185, 34, 16, rnd)}" fill="url(#${id('hair')})"/>` +
        curls(0, -60, 185, 165, 120, lighten(c, 0.3), rnd)
      );
    case 'coils':
      return (
        `<path d="${cloudPath(0, -52, 118, 104, 26, 9, rnd)}" fill="url(#${id('hair')})"/>` +
        curls(0, -60, 100, 80, 50, lighten(c, 0.3), rnd)
      );
    case 'puff':
      return (
        `<path d="${cloudPath(18, -196, 118, 104, 26, 11, rnd)}" fill="url(#${id('hair')})"/>` +
        curls(18, -196, 100, 88, 70, lighten(c, 0.3), rnd) +
        `<path d="${cloudPath(0, -46, 100, 96, 24, 3, rnd)}" fill="url(#${id('hair')})"/>`
      );
    case 'locs': {
      const strands = LOCS_X.map((x, i) =>
        loc(
          x,
          -60 + Math.abs(x) * 0.3,
          290 + (i % 3) * 30,
          (x < 0 ? -1 : 1) * (14 + (i % 2) * 12),
          darken(c, 0.05 + (i % 3) * 0.07),
          22,
        ),
      ).join('');
      // Parts between the locs, in a loose brick pattern over the scalp.
      const parts =
        `<path d="M-70 -120 Q-80 -60 -92 -10 M-30 -138 Q-36 -90 -44 -70 M14 -140 Q16 -100 20 -80 M56 -126 Q70 -80 86 -20 ` +
        `M-92 -80 Q-50 -100 -10 -104 M10 -108 Q60 -100 96 -70" stroke="${lighten(c, 0.22)}" stroke-opacity="0.35" stroke-width="2" fill="none"/>`;
      return (
        strands + `<path d="${cloudPath(0, -50, 106, 100, 30, 5, rnd)}" fill="url(#${id('hair')})"/>` + parts
      );
    }
    case 'headwrap':
      // The back of the wrap, rising behind the head.
      return (
        `<path d="M-100 10 C-120 -110 -90 -250 20 -286 C130 -318 196 -220 160 -120 C146 -70 126 -30 100 10Z" fill="url(#${id('wrap')})"/>` +
        `<path d="M-100 10 C-120 -110 -90 -250 20 -286 C130 -318 196 -220 160 -120 C146 -70 126 -30 100 10Z" fill="url(#${id('print')})" opacity="0.32"/>`
      );
  }
}

export function hairFront(id: Ids, person: Person): string {
  const c = person.hairColour;
  switch (person.hair) {
    case 'afro':
    case 'coils':
      return `<path d="${HAIRLINE}" fill="url(#${id('hair')})"/>`;
    case 'puff':
      // Smooth, brushed edges and a band where the puff is gathered.
      return (
        `<path d="${HAIRLINE}" fill="url(#${id('hair')})"/>` +
        `<path d="M-60 -110 Q-10 -130 40 -118 M-70 -96 Q-10 -118 60 -104" stroke="${lighten(c, 0.35)}" stroke-opacity="0.35" stroke-width="2.5" fill="none"/>` +
        `<path d="M-36 -138 Q10 -154 54 -138 L53 -132 Q10 -148 -35 -132Z" fill="${darken(person.accent, 0.35)}"/>`
      );
    case 'locs': {
      // A few locs brought forward over her right shoulder, from behind the ear.
      const front = [-96, -84, -108, -72, -118]
        .map((x, i) => loc(x, 10, 320 + (i % 3) * 28, -24 - i * 9, darken(c, (i % 3) * 0.05), 21))
        .join('');
      const cuffs = `<rect x="-118" y="190" width="24" height="14" rx="4" fill="${BRAND.goldLight}"/><rect x="-124" y="262" width="24" height="14" rx="4" fill="${BRAND.gold}"/>`;
      return `<path d="${HAIRLINE}" fill="url(#${id('hair')})"/>` + front + cuffs;
    }
    case 'headwrap': {
      const front =
        'M-96 -10 C-104 -70 -84 -118 -40 -132 C10 -150 70 -140 98 -100 C110 -70 104 -36 96 -10 ' +
        'C70 -66 30 -84 0 -82 C-34 -80 -72 -60 -96 -10Z';
      const folds =
        `<path d="M-80 -60 C-40 -110 40 -120 96 -84 M-70 -100 C-20 -150 60 -160 120 -150 M-40 -200 C10 -240 80 -250 140 -200" ` +
        `stroke="${darken(c, 0.35)}" stroke-opacity="0.45" stroke-width="4" fill="none" stroke-linecap="round"/>`;
      // The knot, tied high at the front.
      const knot =
        `<path d="M-10 -150 C-70 -190 -90 -250 -40 -262 C-6 -270 10 -220 0 -160Z" fill="url(#${id('wrap')})"/>` +
        `<path d="M10 -150 C60 -200 110 -230 126 -196 C138 -170 90 -150 14 -140Z" fill="url(#${id('wrap')})"/>` +
        `<path d="M-10 -150 C-70 -190 -90 -250 -40 -262 C-6 -270 10 -220 0 -160Z" fill="url(#${id('print')})" opacity="0.3"/>` +
        `<ellipse cx="0" cy="-148" rx="22" ry="18" fill="${darken(c, 0.15)}"/>`;
      return (
        `<path d="${front}" fill="url(#${id('wrap')})"/>` +
        `<path d="${front}" fill="url(#${id('print')})" opacity="0.32"/>` +
        folds +
        knot
      );
    }
  }
}
