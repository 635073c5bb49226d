// Hero 7: a woman with a high puff, smiling, under a gold arch, the range standing on a plinth
// beside her. Cocoa and gold, the richest of the set and the one that shows the products.

import { BRAND } from '../brand';
import { bust } from '../people/bust';
import { SKIN } from '../people/person';
import { drawDropper } from '../packs/dropper';
import { drawJar } from '../packs/jar';
import { drawPump } from '../packs/pump';
import { idScope } from '../svg-doc';
import { calmLeft, glow, HERO_HEIGHT, HERO_WIDTH, linear, motes, place } from './hero-kit';

export function eveningGlow(): string {
  const id = idScope('h7');
  const woman = bust(
    idScope('h7w'),
    {
      skin: SKIN.caramel,
      hair: 'puff',
      hairColour: '#2b1a12',
      accent: BRAND.gold,
      clothing: '#d9b26a',
      lips: '#8d4236',
      eyes: 'open',
      tilt: -4,
      earrings: true,
    },
    'scoop',
    'evening-glow',
  );
  const jar = drawJar(
    {
      name: 'Body Butter',
      size: '250 g',
      palette: {
        body: '#8a4b1f',
        lid: BRAND.gold,
        label: '#f7efe0',
        labelText: BRAND.cocoa,
        contents: '#f1e2bf',
      },
    },
    idScope('h7j'),
  );
  const dropper = drawDropper(
    {
      name: 'Face Serum',
      size: '30 ml',
      palette: {
        body: '#7a431c',
        lid: '#2c2420',
        label: '#efe6d4',
        labelText: '#3b2a1e',
        contents: '#d9a441',
      },
    },
    idScope('h7d'),
  );
  const pump = drawPump(
    {
      name: 'Body Lotion',
      size: '250 ml',
      palette: {
        body: '#efe6d6',
        lid: BRAND.gold,
        label: BRAND.cocoa,
        labelText: '#f3e4c4',
        contents: '#f6efe2',
      },
    },
    idScope('h7p'),
  );
  const defs =
    linear(
      id('bg'),
      [
        [0, '#2f1d12'],
        [0.6, '#4a2e1a'],
        [1, '#6b4226'],
      ],
      1,
      0.3,
    ) +
    linear(
      id('plinth'),
      [
        [0, '#e9dcc3'],
        [1, '#c9b48f'],
      ],
      1,
      0,
    ) +
    glow(id('warm'), '#f0b15e', 0.5) +
    woman.defs +
    jar.defs +
    dropper.defs +
    pump.defs;
  return (
    `<defs>${defs}</defs>` +
    `<rect width="${HERO_WIDTH}" height="${HERO_HEIGHT}" fill="url(#${id('bg')})"/>` +
    `<circle cx="1000" cy="380" r="560" fill="url(#${id('warm')})"/>` +
    // An arch, like a doorway lit from inside.
    `<path d="M760 900 V360 A240 240 0 0 1 1240 360 V900Z" fill="#8a5a35" opacity="0.55"/>` +
    `<path d="M760 900 V360 A240 240 0 0 1 1240 360 V900" stroke="${BRAND.goldLight}" stroke-width="3" fill="none" opacity="0.8"/>` +
    motes(77, '#ffdca0', 20, { x: 760, y: 40, w: 820, h: 760 }) +
    place(1000, 430, 1.0, woman.body) +
    // A low plinth with the range on it, in front of her to the right, each label in full view.
    `<rect x="1190" y="720" width="410" height="180" fill="url(#${id('plinth')})"/>` +
    `<rect x="1190" y="720" width="410" height="8" fill="#fff" opacity="0.4"/>` +
    `<ellipse cx="1400" cy="724" rx="190" ry="14" fill="#2a170a" opacity="0.3"/>` +
    place(1250, 726, 0.4, pump.body) +
    place(1384, 726, 0.36, jar.body) +
    place(1515, 726, 0.4, dropper.body) +
    calmLeft(id('calm'), '#2f1d12', 0.4)
  );
}
