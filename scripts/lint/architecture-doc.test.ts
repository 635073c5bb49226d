import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/architecture.md is the map a newcomer follows: its domain table must say what the code
// does, and every file it sends a reader to must exist.
const root = path.resolve(import.meta.dirname, '../..');
const doc = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');
const servicesDir = path.join(root, 'src/server/services');

const domainFolders = readdirSync(servicesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/** The rows of "The domains" table, top to bottom: each domain and the domains it says it uses. */
function documentedDomains(): { domain: string; uses: string[] }[] {
  const section = doc.slice(doc.indexOf('\n## The domains'));
  return section
    .slice(0, section.indexOf('\n## ', 1))
    .split('\n')
    .filter((line) => /^\| `[a-z-]+`/.test(line))
    .map((line) => {
      const [, domain = '', , uses = ''] = line.split('|').map((cell) => cell.trim());
      return {
        domain: domain.replaceAll('`', ''),
        // "settings (its document store)": the remark in brackets is for the reader.
        uses: uses
          .replace(/\([^)]*\)/g, '')
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean)
          .sort(),
      };
    });
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test(-support)?\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const IMPORTED = /(?:from|import\()\s*'(\.[^']*)'/g;

/**
 * The other domains a domain's code imports. A `tables.ts` naming another domain's table in a
 * foreign key is the database's link, not a use of that domain's door, so it is not counted; a
 * named read model reading another domain's tables uses that domain, and is.
 */
function domainsUsedBy(domain: string): string[] {
  const used = new Set<string>();
  for (const file of sourceFiles(path.join(servicesDir, domain))) {
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORTED)) {
      const target = path.relative(servicesDir, path.resolve(path.dirname(file), specifier!));
      const [other, ...rest] = target.split(path.sep);
      if (target.startsWith('..') || other === domain || !domainFolders.includes(other!)) continue;
      if (rest.join('/') === 'tables' && path.basename(file) === 'tables.ts') continue;
      used.add(other!);
    }
  }
  return [...used].sort();
}

/** Where the doc's short paths start: `api/x.ts` is under src/server, `routes/x.tsx` under src/web. */
const PATH_ROOTS = ['', 'src', 'src/server', 'src/server/services', 'src/server/integrations', 'src/web'];

describe('docs/architecture.md', () => {
  it('lists every domain folder once', () => {
    expect(
      documentedDomains()
        .map((row) => row.domain)
        .sort(),
    ).toEqual(domainFolders);
  });

  it('says which domains each domain uses, as its imports do, and only ones above it', () => {
    const rows = documentedDomains();
    for (const [index, row] of rows.entries()) {
      expect(row.uses, `the domains ${row.domain} uses`).toEqual(domainsUsedBy(row.domain));
      const above = rows.slice(0, index).map((earlier) => earlier.domain);
      expect(
        row.uses.filter((used) => !above.includes(used)),
        `${row.domain} uses a domain below it`,
      ).toEqual([]);
    }
  });

  it('names only files that exist', () => {
    const named = [...doc.matchAll(/`([\w./-]+\.(?:tsx?|js|md|json))`/g)].map(([, file]) => file!);
    expect(named.length).toBeGreaterThan(40);
    // A bare name (`tables.ts`, `provider.ts`) is a convention every domain or provider follows.
    const names = new Set(sourceFiles(path.join(root, 'src')).map((file) => path.basename(file)));
    const exists = (file: string) =>
      file.includes('/')
        ? PATH_ROOTS.some((start) => existsSync(path.join(root, start, file)))
        : names.has(file);
    expect(named.filter((file) => !exists(file))).toEqual([]);
  });
});
