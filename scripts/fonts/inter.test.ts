import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/server/lib/project-root';
import { charactersOf, cutInter, INTER_CUT, INTER_SOURCE, interLatinRange } from './inter';

const root = projectRoot();

describe("the shop's cut of Inter", () => {
  it('is what the cutter makes from the installed package, so an upgrade cannot leave it behind', async () => {
    const kept = await readFile(path.join(root, INTER_CUT));
    expect((await cutInter()).equals(kept)).toBe(true);
    expect(kept.length).toBeLessThan(0.7 * (await stat(INTER_SOURCE)).size);
  });

  it("is declared for exactly the package's latin characters, after the package's faces", async () => {
    const css = await readFile(path.join(root, 'src/web/app.css'), 'utf8');
    const face = /@font-face\s*{([^}]*inter-latin-wght-400-700\.woff2[^}]*)}/.exec(css)?.[1] ?? '';
    // Compared without spaces: a formatter may wrap the long list over several lines.
    const declared = /unicode-range:([^;]*);/.exec(face)?.[1] ?? '';
    expect(declared.replace(/\s+/g, '')).toBe((await interLatinRange()).replace(/\s+/g, ''));
    expect(face).toContain('font-weight: 100 900;');
    expect(css.indexOf('inter-latin-wght-400-700')).toBeGreaterThan(
      css.indexOf("@import '@fontsource-variable/inter/wght.css'"),
    );
  });

  it('reads every character of a unicode-range', () => {
    expect(charactersOf('U+0041-0043,U+20AC')).toBe('ABC€');
  });
});
