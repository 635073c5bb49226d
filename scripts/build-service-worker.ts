// Builds the service worker into build/client/sw.js, after `react-router build`: esbuild bundles
// src/sw/service-worker.ts with Workbox, then Workbox's injectManifest writes in the files it keeps
// from the start (the shell). The shell is what a shopper's pages need: the entry, the root and the
// shopper's routes with their imports and what they load later, the stylesheet and the two fonts
// every page preloads, the logo, and the offline page. The console's and the portal's chunks stay out: a phone that pays per megabyte
// should not download the owner's screens.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { injectManifest } from 'workbox-build';
import { OFFLINE_PAGE, SERVICE_WORKER_URL } from '../src/core/offline-pages';

const CLIENT = 'build/client';
const BUNDLE = 'build/sw-bundle.js';
/** Route ids of the shopper's pages (routes.ts), whose code a phone keeps. */
const SHELL_ROUTES = [
  'root',
  'routes/home',
  'routes/products',
  'routes/product',
  'routes/cart',
  'routes/wishlist',
  'routes/offline',
  'routes/about',
  'routes/contact',
  'routes/faq',
  'routes/shipping-info',
  'routes/return-policy',
  'routes/privacy',
  'routes/not-found',
];
/** The stylesheet and the fonts root.tsx links (not named in the route manifest). */
const SHELL_LINKS = [
  /^app-[\w-]+\.css$/,
  /^inter-latin-wght-400-700-.*\.woff2$/,
  /^fraunces-latin-600-normal-.*\.woff2$/,
];

// `import("./chunk-HASH.js")`, and the `"assets/chunk-HASH.js"` names of Vite's preload list.
const LAZY_FILE = /import\("\.\/([\w.-]+\.js)"\)|"assets\/([\w.-]+\.(?:js|css))"/g;

interface ManifestModule {
  module: string;
  imports?: string[];
  css?: string[];
}

function routeManifest(): { file: string; entry: ManifestModule; routes: Record<string, ManifestModule> } {
  const file = readdirSync(path.join(CLIENT, 'assets')).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error('No route manifest in build/client/assets: run react-router build first');
  const code = readFileSync(path.join(CLIENT, 'assets', file), 'utf8');
  const json = code.slice(code.indexOf('{'), code.lastIndexOf('}') + 1);
  return { file, ...(JSON.parse(json) as { entry: ManifestModule; routes: Record<string, ManifestModule> }) };
}

function shellFiles(): string[] {
  const manifest = routeManifest();
  const modules = [manifest.entry, ...SHELL_ROUTES.map((id) => manifest.routes[id])];
  const missing = SHELL_ROUTES.filter((id) => !manifest.routes[id]);
  if (missing.length > 0) throw new Error(`Shell routes missing from the build: ${missing.join(', ')}`);
  const files = new Set([`/assets/${manifest.file}`]);
  for (const route of modules) {
    for (const url of [route!.module, ...(route!.imports ?? []), ...(route!.css ?? [])]) files.add(url);
  }
  // What those load later (the toaster, the cart panel, the search): their dynamic imports and the
  // files Vite preloads with them, followed to the end.
  const pending = [...files].filter((url) => url.endsWith('.js'));
  while (pending.length > 0) {
    const code = readFileSync(path.join(CLIENT, pending.pop()!), 'utf8');
    for (const match of code.matchAll(LAZY_FILE)) {
      const url = `/assets/${match[1] ?? match[2]}`;
      if (files.has(url)) continue;
      files.add(url);
      if (url.endsWith('.js')) pending.push(url);
    }
  }
  for (const name of readdirSync(path.join(CLIENT, 'assets'))) {
    if (SHELL_LINKS.some((link) => link.test(name))) files.add(`/assets/${name}`);
  }
  // The logo in the header and the footer, drawn on every page.
  for (const name of readdirSync(path.join(CLIENT, 'brand'))) {
    if (name.endsWith('.svg')) files.add(`/brand/${name}`);
  }
  return [...files].sort();
}

const started = Date.now();
const shell = shellFiles();
// A new build is a new version: its own pages cache, and a 'new version is ready' for open tabs.
const version = createHash('sha256').update(shell.join('\n')).digest('hex').slice(0, 12);
await build({
  entryPoints: ['src/sw/service-worker.ts'],
  outfile: BUNDLE,
  bundle: true,
  format: 'iife',
  platform: 'browser',
  target: 'es2020',
  minify: true,
  define: { __SW_VERSION__: JSON.stringify(version), 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
});
const { count, size, warnings } = await injectManifest({
  swSrc: BUNDLE,
  swDest: path.join(CLIENT, SERVICE_WORKER_URL),
  globDirectory: CLIENT,
  globPatterns: shell.map((url) => url.slice(1)),
  // Hashed names need no revision of their own.
  dontCacheBustURLsMatching: /^assets\//,
  // The offline page is rendered by the shop: kept per version.
  additionalManifestEntries: [{ url: OFFLINE_PAGE, revision: version }],
  maximumFileSizeToCacheInBytes: 1024 * 1024,
});
rmSync(BUNDLE);
for (const warning of warnings) console.warn(warning);
console.log(
  `service worker ${version}: ${count} files (${Math.round(size / 1024)} KB) kept from the start, in ${Date.now() - started} ms`,
);
