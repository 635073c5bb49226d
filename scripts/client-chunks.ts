import type { GetManualChunk, ManualChunkMeta } from 'rollup';

/**
 * Chunk names the client build gives the code every page loads. The bench counts a chunk named
 * after one of our source files as our own code; the shell chunk holds our code too.
 */
export const OWN_SHELL_CHUNK = 'app-shell';
export const REACT_CHUNK = 'react';
export const LIBRARY_SHELL_CHUNK = 'lib-shell';
export const ICONS_CHUNK = 'icons';

/**
 * Groups the client build's modules so a page asks for a handful of files instead of ~40.
 *
 * Everything the root route and the client entry import statically is loaded on every page anyway,
 * so merging it costs no bytes: it becomes one chunk of our code, one of React (which every other
chunk imports, so it must import none of them) and one of the other libraries. Each icon is
 * a few hundred bytes in its own file; they share one chunk, since a page's dozen small requests
 * cost a slow phone more (a round trip each) than the icons of other pages do (a few KB).
 * Route modules and what only some routes import are left to Rollup, so a page still downloads
 * only its own code.
 */
export function clientChunks(): GetManualChunk {
  let shell: Set<string> | undefined;
  return (id: string, meta: ManualChunkMeta) => {
    const path = id.replaceAll('\\', '/');
    if (path.includes('/node_modules/lucide-react/')) return ICONS_CHUNK;
    shell ??= staticClosure(meta, isShellEntry);
    if (!shell.has(id) || isShellEntry(path)) return undefined;
    if (isReactOrHelper(path)) return REACT_CHUNK;
    return path.includes('/node_modules/') ? LIBRARY_SHELL_CHUNK : OWN_SHELL_CHUNK;
  };
}

// Bundler helpers (virtual `\0` modules) go with React, which uses them: in any chunk that imports
// React, the two would import each other and React would be read before it is set.
function isReactOrHelper(path: string): boolean {
  return path.startsWith('\0') || /\/node_modules\/(react|react-dom|scheduler)\//.test(path);
}

// The root route (its module and the parts React Router splits from it) and the client entry.
function isShellEntry(id: string): boolean {
  const file = id.replaceAll('\\', '/').split('?')[0]!;
  return file.endsWith('/src/web/root.tsx') || /\/entry\.client\.[jt]sx?$/.test(file);
}

function staticClosure(meta: ManualChunkMeta, isEntry: (id: string) => boolean): Set<string> {
  const pending = [...meta.getModuleIds()].filter(isEntry);
  const seen = new Set<string>();
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...(meta.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}
