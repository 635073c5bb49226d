import type { GetManualChunk, ManualChunkMeta } from 'rollup';

/**
 * Chunk names the client build gives the code every page loads. The bench counts a chunk named
 * after one of our source files as our own code; the shell and console chunks hold our code too.
 */
export const OWN_SHELL_CHUNK = 'app-shell';
export const REACT_CHUNK = 'react';
export const LIBRARY_SHELL_CHUNK = 'lib-shell';
/** Our modules that shop pages share but that none of the pages shoppers land on uses. */
export const OWN_MORE_CHUNK = 'app-more';
/** Our modules that only the owner's console pages share. */
export const CONSOLE_SHARED_CHUNK = 'console';

/**
 * Groups the client build's modules so a page asks for a handful of files instead of ~15.
 *
 * On a phone's first visit each file a page asks for before its first paint costs about a round
 * trip, whatever its size, so the grouping trades a few KB of code a page may not run for fewer
 * files:
 * - Everything the root route and the client entry import statically is loaded on every page
 *   anyway, so merging it costs no bytes: one chunk of our code, one of React (which every other
 *   chunk imports, so it must import none of them) and one of the other libraries.
 * - Icons join the libraries' chunk. The shell draws icons, so every page loaded the icons' chunk
 *   already; one icon costs a few hundred bytes.
 * - Our modules that two or more routes share join our shell chunk when a page shoppers land on
 *   (home, the catalogue, a product) uses them (the product card, the wishlist heart); a second
 *   chunk of ours when only other shop pages share them (the discount form of cart and checkout,
 *   the unsubscribe pages), so a landing page does not carry them; a console chunk when only
 *   console routes share them. Left to Rollup, each set of routes sharing a module got a file of
 *   its own: the home page asked for seven files under 1 KB each.
 * - A shared module that brings a library the shell does not load (a form's schema brings zod)
 *   stays with Rollup, so a page never downloads a library only another page uses; a route's own
 *   modules stay in its route chunk.
 */
export function clientChunks(): GetManualChunk {
  let graph: ChunkGraph | undefined;
  return (id: string, meta: ManualChunkMeta) => {
    const path = id.replaceAll('\\', '/');
    if (isIcon(path)) return LIBRARY_SHELL_CHUNK;
    graph ??= chunkGraph(meta);
    if (isShellEntry(path)) return undefined;
    if (graph.shell.has(id)) {
      if (isReactOrHelper(path)) return REACT_CHUNK;
      return path.includes('/node_modules/') ? LIBRARY_SHELL_CHUNK : OWN_SHELL_CHUNK;
    }
    return sharedChunk(id, graph);
  };
}

interface ChunkGraph {
  meta: ManualChunkMeta;
  shell: Set<string>;
  /** For each module, the route files (without query) whose static imports reach it. */
  routesOf: Map<string, Set<string>>;
}

function chunkGraph(meta: ManualChunkMeta): ChunkGraph {
  const ids = [...meta.getModuleIds()];
  const shell = staticClosure(meta, ids.filter(isShellEntry));
  const routesOf = new Map<string, Set<string>>();
  for (const route of ids.filter(isRouteModule)) {
    const file = withoutQuery(route);
    for (const id of staticClosure(meta, [route])) {
      let routes = routesOf.get(id);
      if (!routes) routesOf.set(id, (routes = new Set()));
      routes.add(file);
    }
  }
  return { meta, shell, routesOf };
}

function sharedChunk(id: string, graph: ChunkGraph): string | undefined {
  const path = id.replaceAll('\\', '/');
  if (!isOwnModule(path) || isRouteModule(path)) return undefined;
  const routes = graph.routesOf.get(id);
  if (!routes || routes.size < 2) return undefined;
  const bringsLibrary = [...staticClosure(graph.meta, [id])].some(
    (dep) => !graph.shell.has(dep) && isLibrary(dep) && !isIcon(dep),
  );
  if (bringsLibrary) return undefined;
  if ([...routes].some(isLandingRoute)) return OWN_SHELL_CHUNK;
  return [...routes].some((route) => !isConsoleRoute(route)) ? OWN_MORE_CHUNK : CONSOLE_SHARED_CHUNK;
}

// Bundler helpers (virtual `\0` modules) go with React, which uses them: in any chunk that imports
// React, the two would import each other and React would be read before it is set.
function isReactOrHelper(path: string): boolean {
  return path.startsWith('\0') || /\/node_modules\/(react|react-dom|scheduler)\//.test(path);
}

// The root route (its module and the parts React Router splits from it) and the client entry.
function isShellEntry(id: string): boolean {
  const file = withoutQuery(id);
  return file.endsWith('/src/web/root.tsx') || /\/entry\.client\.[jt]sx?$/.test(file);
}

function isRouteModule(id: string): boolean {
  return withoutQuery(id).includes('/src/web/routes/');
}

// The pages most visits start on, whose first script the bench and Lighthouse weigh.
function isLandingRoute(file: string): boolean {
  return /\/src\/web\/routes\/(home|products|product)\.tsx$/.test(file);
}

function isConsoleRoute(file: string): boolean {
  return file.includes('/src/web/routes/admin/');
}

function isOwnModule(path: string): boolean {
  return path.includes('/src/') && !path.includes('/node_modules/');
}

function isIcon(id: string): boolean {
  return id.replaceAll('\\', '/').includes('/node_modules/lucide-react/');
}

function isLibrary(id: string): boolean {
  return id.startsWith('\0') || id.replaceAll('\\', '/').includes('/node_modules/');
}

function withoutQuery(id: string): string {
  return id.replaceAll('\\', '/').split('?')[0]!;
}

function staticClosure(meta: ManualChunkMeta, entries: string[]): Set<string> {
  const pending = [...entries];
  const seen = new Set<string>();
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...(meta.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}
