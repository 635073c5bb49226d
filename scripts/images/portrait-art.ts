// The three testimonial portraits, 240 x 240: head and shoulders of three different women, each
// with her own hair, clothing colour and backdrop, drawn to sit well inside a round crop.

import { BRAND } from './brand';
import { darken, lighten } from './color';
import { bust, type Neckline } from './people/bust';
import { SKIN, type Person } from './people/person';
import { idScope, svgDocument } from './svg-doc';

export const PORTRAIT_SIZE = 240;

interface Sitter {
  person: Person;
  neckline: Neckline;
  backdrop: string;
  /** Where the head's centre sits and how large; a headwrap needs more headroom. */
  y: number;
  scale: number;
}

const SITTERS: Sitter[] = [
  {
    person: {
      skin: SKIN.umber,
      hair: 'coils',
      hairColour: '#24160e',
      accent: BRAND.gold,
      clothing: '#2f6b57',
      lips: '#8a3f33',
      eyes: 'open',
      tilt: -4,
      earrings: true,
      smile: true,
    },
    neckline: 'scoop',
    backdrop: '#e9d9bd',
    y: 104,
    scale: 0.46,
  },
  {
    person: {
      skin: SKIN.ebony,
      hair: 'headwrap',
      hairColour: '#c2672f',
      accent: '#f3dca6',
      clothing: '#efe3cc',
      lips: '#6e3028',
      eyes: 'open',
      tilt: 3,
      earrings: true,
    },
    neckline: 'off-shoulder',
    backdrop: '#d7dcc4',
    y: 124,
    scale: 0.38,
  },
  {
    person: {
      skin: SKIN.caramel,
      hair: 'puff',
      hairColour: '#2b1a12',
      accent: BRAND.gold,
      clothing: '#7a3b4e',
      lips: '#94473a',
      eyes: 'open',
      tilt: -3,
      earrings: false,
      smile: true,
    },
    neckline: 'wrap',
    backdrop: '#efd2bf',
    y: 118,
    scale: 0.4,
  },
];

export const PORTRAIT_COUNT = SITTERS.length;

export function portraitSvg(number: number): string {
  const sitter = SITTERS[number - 1];
  if (!sitter) throw new Error(`There is no portrait ${number}; there are ${PORTRAIT_COUNT}.`);
  const id = idScope(`pt${number}`);
  const woman = bust(idScope(`pt${number}w`), sitter.person, sitter.neckline, `portrait-${number}`);
  const c = PORTRAIT_SIZE / 2;
  const content =
    `<defs>${woman.defs}<radialGradient id="${id('bg')}" cx="0.35" cy="0.3" r="0.9">` +
    `<stop offset="0" stop-color="${lighten(sitter.backdrop, 0.35)}"/><stop offset="1" stop-color="${darken(sitter.backdrop, 0.12)}"/></radialGradient></defs>` +
    `<rect width="${PORTRAIT_SIZE}" height="${PORTRAIT_SIZE}" fill="url(#${id('bg')})"/>` +
    `<circle cx="${c + 40}" cy="${c - 50}" r="70" fill="#fff" opacity="0.18"/>` +
    `<g transform="translate(${c} ${sitter.y}) scale(${sitter.scale})">${woman.body}</g>`;
  return svgDocument(PORTRAIT_SIZE, PORTRAIT_SIZE, content);
}
