// A woman from the chest up: hair, face, neck and shoulders, clothing and gold earrings.
// Drawn with the head's centre at (0, 0); the shoulders reach about y = 250 and the drawing ends
// at y = 460, so callers crop or fade the bottom edge.

import { BRAND } from '../brand';
import { darken, lighten } from '../color';
import { n, seededRandom, type Art, type Ids } from '../svg-doc';
import { face, skinDefs } from './face';
import { hairBack, hairDefs, hairFront } from './hair';
import type { Person } from './person';

export type Neckline = 'wrap' | 'off-shoulder' | 'scoop';

const BODY =
  'M-38 60 C-38 120 -44 158 -74 174 C-124 194 -180 196 -208 226 C-232 252 -238 330 -242 470 ' +
  'L242 470 C238 330 232 252 208 226 C180 196 124 194 74 174 C44 158 38 120 38 60Z';

function clothing(neckline: Neckline, colour: string): string {
  const shade = darken(colour, 0.25);
  const light = lighten(colour, 0.18);
  switch (neckline) {
    case 'wrap':
      return (
        `<path d="M-236 300 C-200 244 -140 226 -96 224 C-60 270 -26 330 0 372 C26 330 60 270 96 224 C140 226 200 244 236 300 L242 470 L-242 470Z" fill="${colour}"/>` +
        `<path d="M-96 224 C-60 270 -26 330 0 372 C20 400 60 440 90 470" stroke="${shade}" stroke-width="5" fill="none"/>` +
        `<path d="M-200 300 C-180 360 -170 420 -168 470 M160 320 C150 380 150 430 152 470" stroke="${shade}" stroke-opacity="0.5" stroke-width="4" fill="none"/>` +
        `<path d="M-90 232 C-60 276 -30 326 -8 360" stroke="${light}" stroke-opacity="0.6" stroke-width="3" fill="none"/>`
      );
    case 'off-shoulder': {
      // A gathered neckline with a soft ruffle along its edge.
      const ruffle: string[] = [];
      for (let x = -250; x < 250; x += 26)
        ruffle.push(
          `Q${x + 13} ${n(300 + Math.abs(x + 13) * 0.06 - 16)} ${x + 26} ${n(300 + Math.abs(x + 26) * 0.06)}`,
        );
      return (
        `<path d="M-250 ${n(300 + 250 * 0.06)} ${ruffle.join(' ')} L250 470 L-250 470Z" fill="${colour}"/>` +
        `<path d="M-250 ${n(300 + 250 * 0.06)} ${ruffle.join(' ')}" stroke="${shade}" stroke-opacity="0.35" stroke-width="3" fill="none"/>` +
        `<path d="M-250 330 Q0 318 250 330" stroke="${shade}" stroke-opacity="0.3" stroke-width="3" fill="none"/>` +
        `<path d="M-160 340 C-150 380 -140 420 -150 470 M-40 332 C-30 380 -40 420 -30 470 M90 332 C100 380 90 430 100 470" stroke="${shade}" stroke-opacity="0.4" stroke-width="4" fill="none"/>`
      );
    }
    case 'scoop':
      return (
        `<path d="M-236 290 C-200 236 -150 220 -120 216 C-100 290 -50 316 0 316 C50 316 100 290 120 216 C150 220 200 236 236 290 L242 470 L-242 470Z" fill="${colour}"/>` +
        `<path d="M-120 216 C-100 290 -50 316 0 316 C50 316 100 290 120 216" stroke="${shade}" stroke-width="6" fill="none"/>` +
        `<path d="M-180 320 C-170 380 -176 430 -170 470 M170 330 C160 390 166 430 160 470" stroke="${shade}" stroke-opacity="0.45" stroke-width="4" fill="none"/>`
      );
  }
}

function ears(skin: string): string {
  const ear = (dir: number) =>
    `<path d="M${dir * 82} -8 C${dir * 104} -20 ${dir * 108} 18 ${dir * 98} 36 C${dir * 92} 48 ${dir * 84} 46 ${dir * 80} 40Z" fill="${dir < 0 ? skin : darken(skin, 0.2)}"/>` +
    `<path d="M${dir * 88} 0 C${dir * 98} 2 ${dir * 98} 22 ${dir * 90} 30" stroke="${darken(skin, 0.4)}" stroke-opacity="0.5" stroke-width="3" fill="none"/>`;
  return ear(-1) + ear(1);
}

export function bust(id: Ids, person: Person, neckline: Neckline, seed: string): Art {
  const rnd = seededRandom(seed);
  const skin = person.skin;
  const defs =
    skinDefs(id, skin) +
    hairDefs(id, person) +
    `<linearGradient id="${id('body')}" x1="0" y1="0" x2="1" y2="0">` +
    `<stop offset="0" stop-color="${lighten(skin, 0.1)}"/><stop offset="0.5" stop-color="${skin}"/><stop offset="1" stop-color="${darken(skin, 0.3)}"/></linearGradient>`;
  const head = `rotate(${person.tilt} 0 110)`;
  const earrings = person.earrings
    ? `<g transform="${head}"><circle cx="-90" cy="66" r="20" fill="none" stroke="${BRAND.goldLight}" stroke-width="5"/>` +
      `<circle cx="90" cy="66" r="20" fill="none" stroke="${BRAND.gold}" stroke-width="5"/></g>`
    : '';
  const body =
    `<g transform="${head}">${hairBack(id, person, rnd)}</g>` +
    `<path d="${BODY}" fill="url(#${id('body')})"/>` +
    // Collarbones and the shadow the jaw throws on the neck.
    `<path d="M-120 236 Q-70 226 -30 246 M120 236 Q70 226 30 246" stroke="${darken(skin, 0.3)}" stroke-opacity="0.4" stroke-width="3" fill="none"/>` +
    `<path d="M-38 86 C-20 130 20 130 38 86 L38 120 C20 150 -20 150 -38 120Z" fill="${darken(skin, 0.35)}" opacity="0.5"/>` +
    `<clipPath id="${id('torso')}"><path d="${BODY}"/></clipPath>` +
    `<g clip-path="url(#${id('torso')})">${clothing(neckline, person.clothing)}</g>` +
    `<g transform="${head}">${ears(skin)}${face(id, person)}${hairFront(id, person)}</g>` +
    earrings;
  return { defs, body };
}
