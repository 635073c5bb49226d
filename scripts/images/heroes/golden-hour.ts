// Hero 1: a woman with a full afro, eyes closed, in front of a low gold sun; shea leaves in the
// foreground. Cream to apricot, the warmest of the set.

import { BRAND } from '../brand';
import { leafSprig, motifDefs } from '../motifs';
import { bust } from '../people/bust';
import { SKIN } from '../people/person';
import { idScope } from '../svg-doc';
import { calmLeft, glow, HERO_HEIGHT, HERO_WIDTH, linear, motes, place } from './hero-kit';

export function goldenHour(): string {
  const id = idScope('h1');
  const woman = bust(
    idScope('h1w'),
    {
      skin: SKIN.chestnut,
      hair: 'afro',
      hairColour: '#2b1a12',
      accent: BRAND.gold,
      clothing: '#b5562f',
      lips: '#8a3f33',
      eyes: 'closed',
      tilt: -7,
      earrings: true,
    },
    'wrap',
    'golden-hour',
  );
  const defs =
    linear(
      id('sky'),
      [
        [0, '#f6e8d0'],
        [0.55, '#f2cf9a'],
        [1, '#e39a5c'],
      ],
      1,
      0.3,
    ) +
    glow(id('sun'), '#fff1c9', 0.95) +
    glow(id('haze'), '#ffd58a', 0.6) +
    motifDefs(id, { leaf: '#5f7b47', nut: '#6e4122' }) +
    woman.defs;
  return (
    `<defs>${defs}</defs>` +
    `<rect width="${HERO_WIDTH}" height="${HERO_HEIGHT}" fill="url(#${id('sky')})"/>` +
    `<circle cx="1160" cy="330" r="520" fill="url(#${id('haze')})"/>` +
    `<circle cx="1160" cy="330" r="250" fill="#fbe2a8"/>` +
    `<circle cx="1160" cy="330" r="330" fill="url(#${id('sun')})"/>` +
    `<path d="M1160 -10 A340 340 0 0 1 1500 330" stroke="${BRAND.gold}" stroke-opacity="0.5" stroke-width="2" fill="none"/>` +
    `<path d="M800 540 A380 380 0 0 1 1020 90" stroke="#fff" stroke-opacity="0.5" stroke-width="2" fill="none"/>` +
    motes(11, '#fff6dc', 26, { x: 800, y: 40, w: 780, h: 800 }) +
    place(1170, 400, 1.12, woman.body) +
    leafSprig(id, 1530, 960, 300, -40, 5) +
    leafSprig(id, 850, 980, 220, 35, 4) +
    calmLeft(id('calm'), '#f6e8d0', 0.42)
  );
}
