// Hero 5: a shea grove in the cool of the morning, a woman carrying the harvest home. The
// landscape one of the set: soft greens and gold.

import { BRAND } from '../brand';
import { motifDefs } from '../motifs';
import { distantTree, sheaTree } from '../scenery/shea-tree';
import { walkingWoman } from '../scenery/walking-woman';
import { SKIN } from '../people/person';
import { idScope } from '../svg-doc';
import { calmLeft, glow, HERO_HEIGHT, HERO_WIDTH, linear, place } from './hero-kit';

export function sheaGrove(): string {
  const id = idScope('h5');
  const defs =
    linear(id('sky'), [
      [0, '#e9efe0'],
      [0.6, '#f5ecd2'],
      [1, '#f4dcae'],
    ]) +
    linear(id('far'), [
      [0, '#c9cfa6'],
      [1, '#b3bd8c'],
    ]) +
    linear(id('mid'), [
      [0, '#9fae72'],
      [1, '#879a5c'],
    ]) +
    linear(id('near'), [
      [0, '#c7a867'],
      [1, '#a9864a'],
    ]) +
    glow(id('sun'), '#fff4d2', 0.9) +
    motifDefs(id, { leaf: '#56703f', nut: '#6e4122' });
  const far = [
    [180, 0.55],
    [420, 0.45],
    [640, 0.6],
    [980, 0.5],
    [1200, 0.42],
  ]
    .map(([x, s], i) => distantTree(x!, 520, 200 * s!, '#a3ad82', 50 + i))
    .join('');
  const mid = [
    [760, 0.8],
    [1010, 0.95],
  ]
    .map(([x, s], i) => distantTree(x!, 620, 240 * s!, '#6f8350', 60 + i))
    .join('');
  return (
    `<defs>${defs}</defs>` +
    `<rect width="${HERO_WIDTH}" height="${HERO_HEIGHT}" fill="url(#${id('sky')})"/>` +
    `<circle cx="980" cy="360" r="460" fill="url(#${id('sun')})"/>` +
    `<circle cx="980" cy="360" r="70" fill="#fff7e2" opacity="0.9"/>` +
    `<path d="M0 540 Q300 480 640 520 T1280 500 T1600 520 V900 H0Z" fill="url(#${id('far')})"/>` +
    far +
    `<path d="M0 640 Q400 580 800 620 T1600 600 V900 H0Z" fill="url(#${id('mid')})"/>` +
    mid +
    `<path d="M0 780 Q500 700 1000 740 T1600 720 V900 H0Z" fill="url(#${id('near')})"/>` +
    // Dry grass at the path's edge.
    `<path d="M900 760 l6 -30 M912 758 l-2 -26 M1500 740 l4 -34 M1512 742 l-6 -28 M1188 752 l3 -22" stroke="#8a6a36" stroke-width="3" stroke-linecap="round"/>` +
    sheaTree(id, 1380, 770, 640, { trunk: '#5a3d2a', crown: '#6a8550' }, 7) +
    `<ellipse cx="1080" cy="812" rx="60" ry="10" fill="#5a3d2a" opacity="0.25"/>` +
    place(
      1080,
      810,
      0.72,
      walkingWoman({ skin: SKIN.mahogany, dress: '#b5562f', wrap: BRAND.gold, basket: '#c89a5a' }),
    ) +
    calmLeft(id('calm'), '#eef0e2', 0.4)
  );
}
