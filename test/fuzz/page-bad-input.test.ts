// Generated bad input to every page and page action of the production build, anonymous and signed
// in: odd paths and queries, garbled cookies, every HTTP method, forms that are broken, huge or not
// forms at all. A page never answers 5xx, its errors are HTML (text for .data requests), a refused
// form writes no row, and the app is still up at the end.
import { pathToFileURL } from 'node:url';
import * as fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_BUILD_FILE } from '../../src/server/pages/register';
import { type FuzzHarness, startFuzzApp } from './fuzz-app';
import { mustNotWrite, pageRequests, pageRules, pageSweep } from './page-requests';
import { type BuiltRoute, builtRoutes, PAGE_ROUTES } from './page-routes';
import type { RequestSpec } from './requests';
import { FUZZ_RUNS, fuzzParameters, fuzzTimeout } from './settings';
import { failureCollector } from './survey';

let harness: FuzzHarness;
let routes: BuiltRoute[];

beforeAll(async () => {
  const build = (await import(pathToFileURL(PAGE_BUILD_FILE).href)) as {
    routes: Parameters<typeof builtRoutes>[0];
  };
  routes = builtRoutes(build.routes);
  harness = await startFuzzApp({ pages: 'production' });
}, 120_000);
afterAll(() => harness?.close());

describe('the pages under generated bad input', () => {
  it('has a valid request for every page route of the build and a form for every page action', () => {
    expect(routes.map((route) => route.id).filter((id) => !PAGE_ROUTES[id])).toEqual([]);
    expect(Object.keys(PAGE_ROUTES).filter((id) => !routes.some((route) => route.id === id))).toEqual([]);
    expect(
      routes.filter((route) => route.hasAction && !PAGE_ROUTES[route.id]?.action).map((route) => route.id),
    ).toEqual([]);
    expect(
      routes.filter((route) => !route.hasAction && PAGE_ROUTES[route.id]?.action).map((route) => route.id),
    ).toEqual([]);
  });

  for (const id of Object.keys(PAGE_ROUTES)) {
    it(
      id,
      async () => {
        const route = routes.find((r) => r.id === id);
        if (!route) throw new Error(`the page build has no route ${id} (see the coverage test)`);
        const page = PAGE_ROUTES[id]!;
        const examples = pageSweep(route, page, harness.fixtures);
        const failures = failureCollector();
        await fc.assert(
          fc.asyncProperty(pageRequests(route, page, harness.fixtures), (spec) =>
            failures.run(() =>
              harness.check(spec, pageRules(page, spec), { mustNotWrite: mustNotWrite(page.action, spec) }),
            ),
          ),
          {
            ...fuzzParameters(examples.length + FUZZ_RUNS),
            examples: examples.map((example): [RequestSpec] => [example]),
          },
        );
        failures.finish();
      },
      fuzzTimeout(FUZZ_RUNS + 100),
    );
  }

  it('is still up and serving afterwards', async () => {
    await harness.assertStillServing();
    const home = await fetch(`${harness.app.url}/`);
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toMatch(/^text\/html/);
  });
});
