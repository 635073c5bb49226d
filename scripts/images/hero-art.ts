// The seven home-page hero illustrations, 1600 x 900. Each leaves the left side calm for the
// headline and varies composition and palette, so the carousel never repeats itself.

import { botanicalLocs } from './heroes/botanical-locs';
import { calabashStillLife } from './heroes/calabash-still-life';
import { eveningGlow } from './heroes/evening-glow';
import { goldenHour } from './heroes/golden-hour';
import { handsRitual } from './heroes/hands-ritual';
import { savannaDusk } from './heroes/savanna-dusk';
import { sheaGrove } from './heroes/shea-grove';
import { HERO_HEIGHT, HERO_WIDTH } from './heroes/hero-kit';
import { svgDocument } from './svg-doc';

export { HERO_HEIGHT, HERO_WIDTH };

const HEROES: (() => string)[] = [
  goldenHour,
  savannaDusk,
  calabashStillLife,
  handsRitual,
  sheaGrove,
  botanicalLocs,
  eveningGlow,
];

export const HERO_COUNT = HEROES.length;

/** The SVG of hero `number`, counting from 1. */
export function heroSvg(number: number): string {
  const draw = HEROES[number - 1];
  if (!draw) throw new Error(`There is no hero ${number}; there are ${HERO_COUNT}.`);
  return svgDocument(HERO_WIDTH, HERO_HEIGHT, draw());
}
