// Generated requests for one API route: its valid request with something broken, or junk.
import * as fc from 'fast-check';
import { oddSegment } from './bad-values';
import { type BodySpec, jsonBodies } from './bodies';
import type { EndpointSpec, FuzzFixtures } from './api-endpoints';
import { mutationsOf } from './mutations';
import {
  callers,
  fillPath,
  forwardedFors,
  oddCookies,
  oddHeaders,
  origins,
  paramValues,
  queries,
  type RequestSpec,
  secFetchSites,
  validHeaderSets,
} from './requests';

// TRACE is routed by Fastify but forbidden by the Fetch standard; PROPFIND and PURGE are not routed.
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'PROPFIND', 'PURGE'];

/** Odd endings of a path: Fastify ignores one trailing slash, the rest must still be answered. */
const pathEndings = fc.oneof(
  { weight: 12, arbitrary: fc.constant('') },
  { weight: 1, arbitrary: fc.constantFrom('/', '//', '/.', '/..', '%2F', '/%00', ';x', '.json') },
);

export function apiRequests(endpoint: EndpointSpec, fixtures: FuzzFixtures): fc.Arbitrary<RequestSpec> {
  const valid = endpoint.valid(fixtures);
  const paramNames = [...endpoint.url.matchAll(/:(\w+)|\*/g)].map((match) => match[1] ?? '*');
  const anyMethod = endpoint.method === '*';
  const ownMethod =
    endpoint.method === 'GET' ? fc.constantFrom('GET', 'GET', 'HEAD') : fc.constant(endpoint.method);

  const path =
    endpoint.url === '/api/*'
      ? fc.array(oddSegment, { minLength: 1, maxLength: 4 }).map((segments) => `/api/${segments.join('/')}`)
      : paramValues(paramNames, valid.params ?? {}).map((params) => fillPath(endpoint.url, params));

  const validBody =
    valid.body === undefined
      ? null
      : fc.oneof(
          { weight: 1, arbitrary: fc.constant(valid.body) },
          { weight: 4, arbitrary: mutationsOf(valid.body) },
        );
  const sendsBody = endpoint.method !== 'GET' && endpoint.method !== 'DELETE';
  const body: fc.Arbitrary<BodySpec> = sendsBody
    ? jsonBodies(validBody)
    : fc.oneof(
        { weight: 6, arbitrary: fc.constant<BodySpec>({ kind: 'none', contentType: null }) },
        { weight: 1, arbitrary: jsonBodies(null) },
      );

  return fc.record({
    method: anyMethod
      ? fc.constantFrom(...METHODS)
      : fc.oneof({ weight: 9, arbitrary: ownMethod }, { weight: 1, arbitrary: fc.constantFrom(...METHODS) }),
    path: fc.tuple(path, pathEndings).map(([p, ending]) => p + ending),
    query: queries(valid.query),
    caller: callers,
    origin: origins,
    secFetchSite: secFetchSites,
    forwardedFor: forwardedFors,
    cookies: fc.oneof(
      { weight: 3, arbitrary: fc.constant<string[]>([]) },
      { weight: 1, arbitrary: oddCookies },
    ),
    headers: fc.tuple(validHeaderSets(valid.headers), oddHeaders).map(([own, odd]) => [...own, ...odd]),
    body,
  });
}
