// .env.example is the live shop's environment template (docs/going-live.md): it must offer every
// variable the README's configuration table documents, or a helper filling it in never sees one.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (file: string) => readFileSync(new URL(`../../../${file}`, import.meta.url), 'utf8');

/** The variables named in the first column of the README's "Configuration" table. */
function documentedVariables(readme: string): Set<string> {
  const section = readme.slice(readme.indexOf('\n## Configuration'));
  const table = section.slice(0, section.indexOf('\n## ', 1));
  const names = new Set<string>();
  for (const row of table.split('\n').filter((line) => line.startsWith('| `'))) {
    const firstCell = row.split('|')[1] ?? '';
    for (const [, name] of firstCell.matchAll(/`([A-Z][A-Z0-9_]+)`/g)) names.add(name!);
  }
  return names;
}

/** The variables the template sets or shows at their default ("#NAME=value"). */
function templateVariables(template: string): Set<string> {
  return new Set([...template.matchAll(/^#?([A-Z][A-Z0-9_]+)=/gm)].map(([, name]) => name!));
}

describe('.env.example', () => {
  const documented = documentedVariables(read('README.md'));
  const offered = templateVariables(read('.env.example'));

  it('offers every variable of the README’s configuration table', () => {
    expect(documented.size).toBeGreaterThan(50);
    expect([...documented].filter((name) => !offered.has(name))).toEqual([]);
  });

  it('names no variable the README does not document', () => {
    expect([...offered].filter((name) => !documented.has(name))).toEqual([]);
  });

  it('starts a live shop with an empty catalogue, not the demo products', () => {
    expect(read('.env.example')).toMatch(/^SEED_CATALOGUE=none$/m);
  });
});
