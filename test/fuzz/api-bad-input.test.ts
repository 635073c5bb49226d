// Generated bad input to every API route, anonymous and signed in: wrong types, huge and deeply
// nested values, control characters, broken UTF-8, wrong content types, odd paths, headers and
// cookies. Whatever arrives, the answer is a 4xx with a JSON message (or a success), never a 5xx;
// a refused request writes no row; and the app is still up at the end.
import * as fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CATCH_ALL, API_ENDPOINTS, type EndpointSpec } from './api-endpoints';
import { apiRequests } from './api-requests';
import { type FuzzHarness, startFuzzApp } from './fuzz-app';
import type { RequestSpec } from './requests';
import { registeredRoutes } from './route-list';
import { FUZZ_RUNS, fuzzParameters, fuzzTimeout } from './settings';
import { failureCollector } from './survey';
import { sweepExamples } from './sweeps';

let harness: FuzzHarness;

beforeAll(async () => {
  harness = await startFuzzApp();
}, 120_000);
afterAll(() => harness?.close());

const ENDPOINTS: EndpointSpec[] = [...API_ENDPOINTS, API_CATCH_ALL];
const keyOf = (route: { method: string; url: string }) =>
  route.url === API_CATCH_ALL.url ? API_CATCH_ALL.url : `${route.method} ${route.url}`;

describe('the API under generated bad input', () => {
  it('has a valid request for every route the app registers, and none for a route that is gone', () => {
    const registered = new Set(registeredRoutes(harness.app.server).map(keyOf));
    const covered = new Set(ENDPOINTS.map(keyOf));
    expect([...registered].filter((key) => !covered.has(key))).toEqual([]);
    expect([...covered].filter((key) => !registered.has(key))).toEqual([]);
  });

  for (const endpoint of ENDPOINTS) {
    it(
      `${endpoint.method} ${endpoint.url}`,
      async () => {
        const rules = {
          errorType: endpoint.errorType ?? ('json' as const),
          intended5xx: endpoint.intended5xx,
        };
        const examples = sweepExamples(endpoint, harness.fixtures);
        const failures = failureCollector();
        await fc.assert(
          fc.asyncProperty(apiRequests(endpoint, harness.fixtures), (spec) =>
            failures.run(async () => {
              const response = await harness.check(spec, rules);
              if (endpoint.changesAccounts && response.status < 300) await harness.restorePersonas();
            }),
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
  });
});
