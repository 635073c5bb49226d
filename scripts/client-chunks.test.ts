import type { ManualChunkMeta, ModuleInfo } from 'rollup';
import { describe, expect, it } from 'vitest';
import {
  clientChunks,
  CONSOLE_SHARED_CHUNK,
  LIBRARY_SHELL_CHUNK,
  OWN_MORE_CHUNK,
  OWN_SHELL_CHUNK,
  REACT_CHUNK,
} from './client-chunks';

const ROOT = '/shop/src/web/root.tsx';
const ENTRY = '/shop/node_modules/@react-router/dev/dist/config/defaults/entry.client.tsx';
const CLIENT_ROUTE = '?__react-router-build-client-route';
const PRODUCT = '/shop/src/web/routes/product.tsx';
const PRODUCTS = '/shop/src/web/routes/products.tsx';
const CONTACT = '/shop/src/web/routes/contact.tsx';
const CART = '/shop/src/web/routes/cart.tsx';
const CHECKOUT = '/shop/src/web/routes/checkout.tsx';
const DISCOUNT_FORM = '/shop/src/web/components/discount-code-form.tsx';
const ADMIN_ORDERS = '/shop/src/web/routes/admin/orders.tsx';
const ADMIN_ORDER = '/shop/src/web/routes/admin/order.tsx';
const REACT = '/shop/node_modules/react/index.js';
const ROUTER = '/shop/node_modules/react-router/dist/index.mjs';
const HEADER = '/shop/src/web/components/header.tsx';
const MONEY = '/shop/src/core/money.ts';
const STEPPER = '/shop/src/web/components/quantity-stepper.tsx';
const PRODUCT_CARD = '/shop/src/web/components/product-card.tsx';
const HEART = '/shop/src/web/components/wishlist-heart.tsx';
const SCHEMA = '/shop/src/core/schemas.ts';
const PAGER = '/shop/src/web/components/admin/pager.tsx';
const ZOD = '/shop/node_modules/zod/index.js';
const BAG = '/shop/node_modules/lucide-react/dist/esm/icons/shopping-bag.js';
const STAR = '/shop/node_modules/lucide-react/dist/esm/icons/star.js';
const CJS_HELPER = '\0commonjsHelpers.js';
const CHECKOUT_FORM = '/shop/src/web/components/checkout-form.tsx';

// root -> header -> money, bag icon; entry -> react, router; the header loads the checkout form
// only on demand. product and products share the product card (-> heart, star icon); product alone
// has the stepper; product and contact share a schema that brings zod; two console routes share
// the pager; cart and checkout, pages nobody lands on, share the discount form (-> money).
const graph: Record<string, { imports: string[]; dynamic?: string[] }> = {
  [ROOT]: { imports: [HEADER, ROUTER] },
  [ROOT + CLIENT_ROUTE]: { imports: [ROOT] },
  [ENTRY]: { imports: [REACT, ROUTER] },
  [HEADER]: { imports: [MONEY, BAG, REACT], dynamic: [CHECKOUT_FORM] },
  [PRODUCT]: { imports: [STEPPER, PRODUCT_CARD, SCHEMA, MONEY] },
  [PRODUCT + CLIENT_ROUTE]: { imports: [PRODUCT] },
  [PRODUCTS]: { imports: [PRODUCT_CARD] },
  [CONTACT]: { imports: [SCHEMA] },
  [CART]: { imports: [DISCOUNT_FORM] },
  [CHECKOUT]: { imports: [DISCOUNT_FORM] },
  [DISCOUNT_FORM]: { imports: [MONEY, REACT] },
  [ADMIN_ORDERS]: { imports: [PAGER] },
  [ADMIN_ORDER]: { imports: [PAGER, MONEY] },
  [PRODUCT_CARD]: { imports: [HEART, STAR, REACT] },
  [HEART]: { imports: [REACT] },
  [SCHEMA]: { imports: [ZOD] },
  [PAGER]: { imports: [REACT] },
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

  it('leaves the root route, the entry and every route module as their own files', () => {
    expect(chunkOf(ROOT)).toBeUndefined();
    expect(chunkOf(ROOT + CLIENT_ROUTE)).toBeUndefined();
    expect(chunkOf(ENTRY)).toBeUndefined();
    expect(chunkOf(PRODUCT)).toBeUndefined();
    expect(chunkOf(PRODUCT + CLIENT_ROUTE)).toBeUndefined();
    expect(chunkOf(ADMIN_ORDERS)).toBeUndefined();
  });

  it('puts every icon with the libraries every page loads, whoever imports it', () => {
    expect(chunkOf(BAG)).toBe(LIBRARY_SHELL_CHUNK);
    expect(chunkOf(STAR)).toBe(LIBRARY_SHELL_CHUNK);
  });

  it('puts our modules that two shop routes share in the shell, with what they import of ours', () => {
    expect(chunkOf(PRODUCT_CARD)).toBe(OWN_SHELL_CHUNK);
    expect(chunkOf(HEART)).toBe(OWN_SHELL_CHUNK);
  });

  it('keeps modules that only pages nobody lands on share out of the shell, in one chunk', () => {
    expect(chunkOf(DISCOUNT_FORM)).toBe(OWN_MORE_CHUNK);
    // What a landing page or the shell also uses stays in the shell.
    expect(chunkOf(MONEY)).toBe(OWN_SHELL_CHUNK);
  });

  it('gathers the modules only console routes share in a chunk of their own', () => {
    expect(chunkOf(PAGER)).toBe(CONSOLE_SHARED_CHUNK);
  });

  it("leaves a route's own modules, shared modules that bring a library, and what loads on demand to Rollup", () => {
    expect(chunkOf(STEPPER)).toBeUndefined();
    expect(chunkOf(SCHEMA)).toBeUndefined();
    expect(chunkOf(ZOD)).toBeUndefined();
    expect(chunkOf(CHECKOUT_FORM)).toBeUndefined();
  });
});
