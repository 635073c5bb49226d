import type { ManualChunkMeta, ModuleInfo } from 'rollup';
import { describe, expect, it } from 'vitest';
import {
  clientChunks,
  ICONS_CHUNK,
  LIBRARY_SHELL_CHUNK,
  OWN_SHELL_CHUNK,
  REACT_CHUNK,
} from './client-chunks';

const ROOT = '/shop/src/web/root.tsx';
const ENTRY = '/shop/node_modules/@react-router/dev/dist/config/defaults/entry.client.tsx';
const PRODUCT = '/shop/src/web/routes/product.tsx';
const REACT = '/shop/node_modules/react/index.js';
const ROUTER = '/shop/node_modules/react-router/dist/index.mjs';
const HEADER = '/shop/src/web/components/header.tsx';
const MONEY = '/shop/src/core/money.ts';
const STEPPER = '/shop/src/web/components/quantity-stepper.tsx';
const ZOD = '/shop/node_modules/zod/index.js';
const BAG = '/shop/node_modules/lucide-react/dist/esm/icons/shopping-bag.js';
const STAR = '/shop/node_modules/lucide-react/dist/esm/icons/star.js';
const CJS_HELPER = '\0commonjsHelpers.js';
const CHECKOUT_FORM = '/shop/src/web/components/checkout-form.tsx';

// root -> header -> money, bag icon; entry -> react, router; product -> stepper, zod, star, money;
// the header loads the checkout form only on demand.
const graph: Record<string, { imports: string[]; dynamic?: string[] }> = {
  [ROOT]: { imports: [HEADER, ROUTER] },
  [ROOT + '?client-route=1']: { imports: [ROOT] },
  [ENTRY]: { imports: [REACT, ROUTER] },
  [HEADER]: { imports: [MONEY, BAG, REACT], dynamic: [CHECKOUT_FORM] },
  [PRODUCT]: { imports: [STEPPER, ZOD, STAR, MONEY] },
  [MONEY]: { imports: [] },
  [BAG]: { imports: [REACT] },
  [STAR]: { imports: [REACT] },
  [REACT]: { imports: [CJS_HELPER] },
  [CJS_HELPER]: { imports: [] },
  [ROUTER]: { imports: [REACT] },
  [STEPPER]: { imports: [] },
  [ZOD]: { imports: [] },
  [CHECKOUT_FORM]: { imports: [ZOD] },
};

const meta = {
  getModuleIds: () => Object.keys(graph)[Symbol.iterator](),
  getModuleInfo: (id: string) =>
    graph[id]
      ? ({
          id,
          importedIds: graph[id].imports,
          dynamicallyImportedIds: graph[id].dynamic ?? [],
        } as unknown as ModuleInfo)
      : null,
} as ManualChunkMeta;

function chunkOf(id: string): string | undefined | null | void {
  return clientChunks()(id, meta);
}

describe('client chunks', () => {
  it("puts what the root route and the client entry import into one chunk of the shop's code, one of React and one of other libraries", () => {
    expect(chunkOf(HEADER)).toBe(OWN_SHELL_CHUNK);
    expect(chunkOf(MONEY)).toBe(OWN_SHELL_CHUNK);
    expect(chunkOf(REACT)).toBe(REACT_CHUNK);
    expect(chunkOf(ROUTER)).toBe(LIBRARY_SHELL_CHUNK);
  });

  it("keeps the bundler's helpers with React, so no two shell chunks import each other", () => {
    expect(chunkOf(CJS_HELPER)).toBe(REACT_CHUNK);
  });

  it('leaves the root route and the entry as their own files', () => {
    expect(chunkOf(ROOT)).toBeUndefined();
    expect(chunkOf(ROOT + '?client-route=1')).toBeUndefined();
    expect(chunkOf(ENTRY)).toBeUndefined();
  });

  it('leaves what only some routes import, or what loads on demand, out of the shell', () => {
    expect(chunkOf(PRODUCT)).toBeUndefined();
    expect(chunkOf(STEPPER)).toBeUndefined();
    expect(chunkOf(ZOD)).toBeUndefined();
    expect(chunkOf(CHECKOUT_FORM)).toBeUndefined();
  });

  it('gathers every icon in one chunk, whoever imports it', () => {
    expect(chunkOf(BAG)).toBe(ICONS_CHUNK);
    expect(chunkOf(STAR)).toBe(ICONS_CHUNK);
  });
});
