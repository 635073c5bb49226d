// Hero 4: the ritual itself, close up: a hand with a sweep of whipped shea on its back, reaching
// over an open tub, on blush ivory.

import { BRAND } from '../brand';
import { leafSprig, motifDefs } from '../motifs';
import { SKIN } from '../people/person';
import { drawTub } from '../packs/tub';
import { hand, handDefs } from '../scenery/hand';
import { idScope } from '../svg-doc';
import { calmLeft, glow, HERO_HEIGHT, HERO_WIDTH, linear, motes, place } from './hero-kit';

export function handsRitual(): string {
  const id = idScope('h4');
  const cream = '#f6ecd9';
  const tub = drawTub(
    {
      name: 'Whipped Shea Butter',
      size: '200 g',
      palette: {
        body: '#f2ebe0',
        lid: BRAND.gold,
        label: '#f7f0e3',
        labelText: BRAND.cocoa,
        contents: cream,
      },
    },
    idScope('h4t'),
  );
  const skin = SKIN.umber;
  const defs =
    linear(
      id('bg'),
      [
        [0, '#f8ece0'],
        [0.6, '#f1d9c6'],
        [1, '#e4bfa4'],
      ],
      1,
      0.5,
    ) +
    glow(id('soft'), '#fff8ee', 0.9) +
    motifDefs(id, { leaf: '#6d8a55', nut: '#6e4122' }) +
    handDefs(id, skin) +
    `<radialGradient id="${id('cream')}" cx="0.4" cy="0.3" r="0.8"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="${cream}"/></radialGradient>` +
    tub.defs;
  // The sweep of cream on the back of the hand, in the hand's own coordinates.
  const swipe =
    `<path d="M-120 -26 C-90 -44 -30 -46 20 -36 C40 -32 42 -18 22 -16 C-20 -20 -70 -16 -108 -4 C-130 2 -136 -14 -120 -26Z" fill="url(#${id('cream')})"/>` +
    `<path d="M-104 -28 C-72 -38 -30 -40 8 -34" stroke="#fff" stroke-width="4" stroke-linecap="round" fill="none" opacity="0.9"/>`;
  return (
    `<defs>${defs}</defs>` +
    `<rect width="${HERO_WIDTH}" height="${HERO_HEIGHT}" fill="url(#${id('bg')})"/>` +
    `<circle cx="1150" cy="400" r="520" fill="url(#${id('soft')})"/>` +
    `<circle cx="1260" cy="300" r="300" fill="#fff" opacity="0.18"/>` +
    motes(44, '#ffffff', 18, { x: 820, y: 40, w: 760, h: 700 }) +
    leafSprig(id, 1560, 880, 300, -55, 5) +
    `<ellipse cx="1090" cy="862" rx="300" ry="30" fill="#5a3420" opacity="0.2"/>` +
    place(1060, 855, 0.78, tub.body) +
    `<g transform="translate(1250 330) rotate(-14) scale(1.15)">${hand(id, skin)}${swipe}</g>` +
    calmLeft(id('calm'), '#f8ece0', 0.4)
  );
}
