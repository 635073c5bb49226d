import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface JsWeight {
  /** Gzipped bytes of every JS file the page loads before it is interactive. */
  totalBytes: number;
  /** The part built from the shop's own modules (src/), counted whole even if a chunk mixes in a library. */
  ownBytes: number;
  files: { file: string; gzipBytes: number; own: boolean }[];
}

// Vite names a chunk after its first module and appends an 8-character hash.
const CHUNK_NAME = /^(.+)-[A-Za-z0-9_-]{8}\.js$/;
const ASSET_IN_HTML = /\/assets\/[A-Za-z0-9._-]+\.js/g;
const STATIC_IMPORT = /(?:from|import)\s*["']\.\/([A-Za-z0-9._-]+\.js)["']/g;

/**
 * The JS a page needs before first interaction: everything its HTML references (modulepreload,
 * script, the hydration script's import) and, transitively, their static imports.
 */
export function jsWeight(html: string, clientDir: string, sourceStems: Set<string>): JsWeight {
  const assetsDir = path.join(clientDir, 'assets');
  const pending = [...new Set(html.match(ASSET_IN_HTML) ?? [])].map((p) => path.basename(p));
  const seen = new Set<string>();
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(path.join(assetsDir, file), 'utf8');
    for (const match of code.matchAll(STATIC_IMPORT)) pending.push(match[1]!);
  }
  const files = [...seen].sort().map((file) => {
    const gzipBytes = gzipSync(readFileSync(path.join(assetsDir, file))).length;
    const stem = CHUNK_NAME.exec(file)?.[1] ?? file;
    // The route manifest is generated from our routes, so it counts as ours.
    const own = sourceStems.has(stem) || stem === 'manifest';
    return { file, gzipBytes, own };
  });
  return {
    totalBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0),
    ownBytes: files.filter((f) => f.own).reduce((sum, f) => sum + f.gzipBytes, 0),
    files,
  };
}

/**
 * File names (without extension) of the shop's browser-side modules (src/web, src/core), to
 * recognise chunks named after them. Server code never reaches the browser, so it is left out.
 */
export function sourceStems(srcDir: string): Set<string> {
  const stems = new Set<string>();
  for (const dir of ['web', 'core']) {
    for (const entry of readdirSync(path.join(srcDir, dir), { recursive: true, withFileTypes: true })) {
      if (entry.isFile() && /\.(ts|tsx)$/.test(entry.name) && !/\.(test|server)\./.test(entry.name)) {
        stems.add(entry.name.replace(/(\.client)?\.(ts|tsx)$/, ''));
      }
    }
  }
  return stems;
}
