// Hero 2: a woman in a printed headwrap at dusk, shea trees dark on the horizon behind her.
// Plum sky into amber, the dramatic one of the set.

import { BRAND } from '../brand';
import { bust } from '../people/bust';
import { SKIN } from '../people/person';
import { distantTree } from '../scenery/shea-tree';
import { idScope } from '../svg-doc';
import { calmLeft, glow, HERO_HEIGHT, HERO_WIDTH, linear, place } from './hero-kit';

export function savannaDusk(): string {
  const id = idScope('h2');
  const woman = bust(
    idScope('h2w'),
    {
      skin: SKIN.ebony,
      hair: 'headwrap',
      hairColour: '#1f6b5c',
      accent: BRAND.goldLight,
      clothing: '#efe3cc',
      lips: '#6e3028',
      eyes: 'open',
      tilt: 4,
      earrings: true,
    },
    'off-shoulder',
    'savanna-dusk',
  );
  const defs =
    linear(id('sky'), [
      [0, '#4a2236'],
      [0.45, '#9b4a3f'],
      [0.72, '#e08a4a'],
      [0.82, '#f2b766'],
    ]) +
    linear(id('land'), [
      [0, '#3a2220'],
      [1, '#1f1413'],
    ]) +
    glow(id('sun'), '#ffd27a', 0.9) +
    woman.defs;
  const horizon = 690;
  const trees = [
    [120, 0.5],
    [300, 0.8],
    [520, 0.62],
    [760, 1],
    [930, 0.7],
    [1450, 0.9],
  ]
    .map(([x, s], i) => distantTree(x!, horizon + 6, 220 * s!, '#2a1a1c', 20 + i))
    .join('');
  return (
    `<defs>${defs}</defs>` +
    `<rect width="${HERO_WIDTH}" height="${HERO_HEIGHT}" fill="url(#${id('sky')})"/>` +
    `<circle cx="620" cy="${horizon - 10}" r="380" fill="url(#${id('sun')})"/>` +
    `<circle cx="620" cy="${horizon - 10}" r="92" fill="#ffe2a0"/>` +
    // Thin streaks of cloud catching the last light.
    `<path d="M80 300 Q400 280 700 310 M260 360 Q560 340 900 372 M1000 250 Q1300 236 1580 262" stroke="#f6c58a" stroke-opacity="0.35" stroke-width="6" stroke-linecap="round" fill="none"/>` +
    `<path d="M0 ${horizon} Q400 ${horizon - 24} 800 ${horizon - 4} T1600 ${horizon - 14} V900 H0Z" fill="url(#${id('land')})"/>` +
    trees +
    `<path d="M0 ${horizon + 40} Q500 ${horizon + 10} 900 ${horizon + 46} T1600 ${horizon + 30} V900 H0Z" fill="#24171a"/>` +
    place(1200, 440, 1.0, woman.body) +
    calmLeft(id('calm'), '#4a2236', 0.38)
  );
}
