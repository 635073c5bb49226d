import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { CONSOLE_SHARED_CHUNK, OWN_MORE_CHUNK, OWN_SHELL_CHUNK } from '../scripts/client-chunks';

export interface JsWeight {
  /** Gzipped bytes of every JS file the page loads before it is interactive. */
  totalBytes: number;
  /** The part built from the shop's own modules (src/), counted whole even if a chunk mixes in a library. */
  ownBytes: number;
  files: { file: string; gzipBytes: number; own: boolean }[];
}

// Vite names a chunk after its first module and appends an 8-character hash.
const CHUNK_NAME = /^(.+)-[A-Za-z0-9_-]{8}\.js$/;
const PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+\.js)"/g;
const MODULE_SCRIPT = /<script\b[^>]*\btype="module"[^>]*>([\s\S]*?)<\/script>/g;
// `import "…"`, `import * as route0 from "/assets/…"` or `import("/assets/…")` in a module script.
const SCRIPT_IMPORT = /import\s*(?:[^"'();]*?\bfrom\s*|\(\s*)?["']([^"']+\.js)["']/g;
const STATIC_IMPORT = /(?:from|import)\s*["']\.\/([A-Za-z0-9._-]+\.js)["']/g;

/**
 * The JS a page needs before first interaction: its module preloads, what its module scripts
 * import and, transitively, their static imports. The route manifest inlined in the same script
 * also names the modules of routes the page is not on (for later navigations); the browser loads
 * those only when the shopper goes there, so they are not counted.
 */
export function jsWeight(html: string, clientDir: string, sourceStems: Set<string>): JsWeight {
  const assetsDir = path.join(clientDir, 'assets');
  const pending = loadedByHtml(html).map((p) => path.basename(p));
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
    // The route manifest is generated from our routes, and the shell, 'more' and console chunks
    // are our modules that pages share (scripts/client-chunks.ts), so all count as ours.
    const own =
      sourceStems.has(stem) ||
      stem === 'manifest' ||
      stem === OWN_SHELL_CHUNK ||
      stem === OWN_MORE_CHUNK ||
      stem === CONSOLE_SHARED_CHUNK;
    return { file, gzipBytes, own };
  });
  return {
    totalBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0),
    ownBytes: files.filter((f) => f.own).reduce((sum, f) => sum + f.gzipBytes, 0),
    files,
  };
}

/** The script addresses a page's HTML makes the browser fetch at once. */
export function loadedByHtml(html: string): string[] {
  const found = new Set<string>();
  for (const [, href] of html.matchAll(PRELOAD)) found.add(href!);
  for (const [, script] of html.matchAll(MODULE_SCRIPT)) {
    for (const [, src] of script!.matchAll(SCRIPT_IMPORT)) found.add(src!);
  }
  for (const [, src] of html.matchAll(/<script\b[^>]*\bsrc="([^"]+\.js)"/g)) found.add(src!);
  return [...found];
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
