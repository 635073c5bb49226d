// Hero 3: no person, just the source: raw shea butter heaped in a calabash, nuts and leaves, and
// our own jar beside it, on a wooden table against soft sage.

import { BRAND } from '../brand';
import { leafSprig, motifDefs, sheaNut } from '../motifs';
import { drawJar } from '../packs/jar';
import { calabashBowl } from '../scenery/calabash';
import { idScope } from '../svg-doc';
import { glow, HERO_HEIGHT, HERO_WIDTH, linear, place } from './hero-kit';

export function calabashStillLife(): string {
  const id = idScope('h3');
  const jar = drawJar(
    {
      name: 'Raw Shea Butter',
      size: '250 g',
      palette: {
        body: '#efe7da',
        lid: BRAND.gold,
        label: BRAND.cocoa,
        labelText: '#f3e4c4',
        contents: '#f1e2bf',
      },
    },
    idScope('h3j'),
  );
  const table = 640;
  const defs =
    linear(
      id('wall'),
      [
        [0, '#e6ead9'],
        [1, '#b9c6a6'],
      ],
      1,
      0.4,
    ) +
    linear(id('table'), [
      [0, '#a8754a'],
      [0.1, '#8a5a35'],
      [1, '#5e3b22'],
    ]) +
    glow(id('light'), '#fffbea', 0.8) +
    motifDefs(id, { leaf: '#5f7b47', nut: '#6e4122' }) +
    jar.defs;
  const grain = [0, 1, 2, 3, 4, 5]
    .map(
      (i) =>
        `<path d="M0 ${table + 40 + i * 44} Q800 ${table + 30 + i * 46} 1600 ${table + 44 + i * 44}" stroke="#4a2e1a" stroke-opacity="0.18" stroke-width="2" fill="none"/>`,
    )
    .join('');
  return (
    `<defs>${defs}</defs>` +
    `<rect width="${HERO_WIDTH}" height="${HERO_HEIGHT}" fill="url(#${id('wall')})"/>` +
    `<circle cx="1120" cy="330" r="560" fill="url(#${id('light')})"/>` +
    leafSprig(id, 1420, table + 20, 320, -20, 5) +
    `<rect y="${table}" width="${HERO_WIDTH}" height="${HERO_HEIGHT - table}" fill="url(#${id('table')})"/>` +
    `<rect y="${table}" width="${HERO_WIDTH}" height="4" fill="#c9976a" opacity="0.6"/>` +
    grain +
    `<ellipse cx="1360" cy="${table + 118}" rx="190" ry="24" fill="#2a170a" opacity="0.3"/>` +
    place(1340, table + 120, 0.74, jar.body) +
    calabashBowl(id, 1040, table + 70, 230) +
    sheaNut(id, 760, table + 170, 90, 20) +
    sheaNut(id, 850, table + 200, 80, -30) +
    sheaNut(id, 700, table + 215, 86, 60) +
    sheaNut(id, 1300, table + 210, 84, -10) +
    leafSprig(id, 640, table + 180, 190, -70, 3)
  );
}
