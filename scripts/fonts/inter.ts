// The shop's cut of Inter: the latin part @fontsource-variable/inter ships, with its weight axis
// narrowed to the weights the stylesheet uses (400 to 700). The variable file spans 100 to 900,
// and the unused range was a third of the bytes of the font every page preloads. The result is
// kept in src/web/fonts/ (so a build needs no font tools); `npm run fonts` makes it again after an
// upgrade, and a test fails while the kept file differs from what this makes.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);

export const INTER_SOURCE = require.resolve(
  '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
);
const INTER_STYLESHEET = require.resolve('@fontsource-variable/inter/wght.css');

/** Where the cut is kept, from the project root; src/web/app.css names it. */
export const INTER_CUT = 'src/web/fonts/inter-latin-wght-400-700.woff2';

/** The weights the shop's stylesheet asks for: normal, medium, semibold, and bold for <strong>. */
export const INTER_WEIGHTS = { min: 400, max: 700 } as const;

/** The latin face's unicode-range as @fontsource declares it, e.g. "U+0000-00FF,U+0131,…". */
export async function interLatinRange(): Promise<string> {
  const css = await readFile(INTER_STYLESHEET, 'utf8');
  const face = /\/\* inter-latin-wght-normal \*\/\s*@font-face\s*{([^}]*)}/.exec(css)?.[1];
  const range = face && /unicode-range:\s*([^;]+);/.exec(face)?.[1];
  if (!range) throw new Error(`No latin face with a unicode-range in ${INTER_STYLESHEET}`);
  return range.trim();
}

/** Every character a unicode-range names. */
export function charactersOf(range: string): string {
  let characters = '';
  for (const part of range.split(',')) {
    const [first, last = first] = part.trim().replace(/^U\+/i, '').split('-');
    for (let code = parseInt(first!, 16); code <= parseInt(last!, 16); code++) {
      characters += String.fromCodePoint(code);
    }
  }
  return characters;
}

/** The cut, as WOFF2 bytes. */
export async function cutInter(): Promise<Buffer> {
  const [source, range] = await Promise.all([readFile(INTER_SOURCE), interLatinRange()]);
  return subsetFont(source, charactersOf(range), {
    targetFormat: 'woff2',
    variationAxes: { wght: INTER_WEIGHTS },
  });
}
