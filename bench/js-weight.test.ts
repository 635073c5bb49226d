import { describe, expect, it } from 'vitest';
import { loadedByHtml } from './js-weight';

describe('loadedByHtml', () => {
  it('counts preloads, script sources and the module script imports, not the route manifest', () => {
    const html = [
      '<link rel="modulepreload" href="/assets/entry.client-AAAAAAAA.js"/>',
      '<link rel="preload" as="image" href="/brand/logo.svg"/>',
      '<script src="/assets/legacy-BBBBBBBB.js"></script>',
      '<script type="module" nonce="n">import "/assets/side-effect-CCCCCCCC.js";',
      'import * as route0 from "/assets/root-DDDDDDDD.js";',
      'import("/assets/entry.client-AAAAAAAA.js");',
      'window.__reactRouterManifest = {"routes":{"routes/home":{"module":"/assets/home-EEEEEEEE.js",',
      '"imports":["/assets/card-FFFFFFFF.js"]}}};</script>',
    ].join('\n');
    expect(loadedByHtml(html).sort()).toEqual([
      '/assets/entry.client-AAAAAAAA.js',
      '/assets/legacy-BBBBBBBB.js',
      '/assets/root-DDDDDDDD.js',
      '/assets/side-effect-CCCCCCCC.js',
    ]);
  });
});
