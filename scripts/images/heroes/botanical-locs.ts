// Hero 6: a woman with long locs, eyes closed, framed by large shea leaves and a thin gold ring.
// Sage and plum, the quiet one of the set.

import { BRAND } from '../brand';
import { leaf, motifDefs } from '../motifs';
import { bust } from '../people/bust';
import { SKIN } from '../people/person';
import { idScope } from '../svg-doc';
import { calmLeft, glow, HERO_HEIGHT, HERO_WIDTH, linear, motes, place } from './hero-kit';

export function botanicalLocs(): string {
  const id = idScope('h6');
  const woman = bust(
    idScope('h6w'),
    {
      skin: SKIN.mahogany,
      hair: 'locs',
      hairColour: '#2e1c13',
      accent: BRAND.gold,
      clothing: '#5b2a3c',
      lips: '#7a3530',
      eyes: 'closed',
      tilt: 6,
      earrings: true,
    },
    'wrap',
    'botanical-locs',
  );
  const defs =
    linear(
      id('bg'),
      [
        [0, '#e3e8d6'],
        [0.55, '#c7d1b4'],
        [1, '#9fb08a'],
      ],
      1,
      0.4,
    ) +
    glow(id('halo'), '#fbf6e6', 0.85) +
    motifDefs(id, { leaf: '#55703f', nut: '#6e4122' }) +
    woman.defs;
  const backLeaves =
    leaf(id, 1420, 900, 560, -30, '#7e9466') +
    leaf(id, 1560, 700, 420, -60, '#8aa072') +
    leaf(id, 900, 900, 480, 38, '#8aa072') +
    leaf(id, 1010, 920, 560, 14, '#7e9466');
  const frontLeaves =
    leaf(id, 1380, 960, 380, -20) + leaf(id, 880, 980, 300, 40) + leaf(id, 1500, 980, 300, -48);
  return (
    `<defs>${defs}</defs>` +
    `<rect width="${HERO_WIDTH}" height="${HERO_HEIGHT}" fill="url(#${id('bg')})"/>` +
    `<circle cx="1190" cy="380" r="330" fill="url(#${id('halo')})"/>` +
    `<g opacity="0.55">${backLeaves}</g>` +
    `<circle cx="1190" cy="370" r="290" fill="none" stroke="${BRAND.gold}" stroke-width="3" opacity="0.8"/>` +
    motes(66, '#fffbe8', 16, { x: 820, y: 40, w: 760, h: 760 }) +
    place(1190, 420, 1.02, woman.body) +
    frontLeaves +
    calmLeft(id('calm'), '#e3e8d6', 0.42)
  );
}
