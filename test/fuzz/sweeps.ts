// Fixed examples run before the generated requests of a route: its valid request with each field,
// query value and path parameter broken in turn, and bodies that are no object. Random search
// finds a NUL in the one text field that reaches the database only now and then; a sweep finds it
// every run.
import type { EndpointSpec, FuzzFixtures } from './api-endpoints';
import { EXTREME_DATES } from './bad-values';
import type { BodySpec } from './bodies';
import { DATE_FILTERS, fillPath, type RequestSpec } from './requests';

type Path = (string | number)[];

function leaves(value: unknown, at: Path = []): { path: Path; value: unknown }[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => leaves(item, [...at, i]));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => leaves(item, [...at, key]));
  }
  return [{ path: at, value }];
}

function withLeaf(valid: unknown, path: Path, replace: (old: unknown) => unknown): unknown {
  const copy = structuredClone(valid) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  node[last] = replace(node[last]);
  return copy;
}

const middle = (insert: string) => (old: unknown) => {
  const text = String(old);
  const at = Math.ceil(text.length / 2);
  return text.slice(0, at) + insert + text.slice(at);
};

/** The day of a date ('2026-12-01') or of a moment ('2026-12-01T00:00:00Z'). */
const ISO_DAY = /^\d{4}-\d{2}-\d{2}(?=$|T)/;

/** Broken values for one field, by the field's own kind; an amount (number or text) also too large. */
function brokenFieldValues(old: unknown): ((old: unknown) => unknown)[] {
  const wrongType = () => (typeof old === 'string' ? 12345 : 'x');
  if (typeof old === 'string') {
    const amount = /^\d+(\.\d+)?$/.test(old) ? [() => '999999999.99', () => '2147483648'] : [];
    // A date or a moment keeps its time of day and offset: only the day is out of range.
    const date = ISO_DAY.test(old) ? EXTREME_DATES.map((day) => () => old.replace(ISO_DAY, day)) : [];
    return [
      middle('\u0000'),
      middle('\ud800'),
      middle('\u202e\u0007'),
      wrongType,
      () => null,
      ...amount,
      ...date,
    ];
  }
  return [wrongType, () => null, () => -1, () => 1e308, () => 999999999.99, () => 2 ** 31];
}

// The vendors' hooks store what they are sent: each half of a UTF-16 pair alone, and the halves
// the wrong way round, in every text and in a key, where the database cannot keep them.
const HOOK = /^\/api\/(daraja|mpesa\/callback|sms\/delivery-reports)\//;
const LONE_HALVES = ['\ud800', '\udfff', '\udc00\ud800'];

function withKeyAdded(valid: unknown, path: Path, key: string): unknown {
  const copy = structuredClone(valid) as Record<string | number, unknown>;
  let node = copy;
  for (const step of path) node = node[step] as Record<string | number, unknown>;
  node[key] = 'x';
  return copy;
}

/** Every object inside `value` (the root included), by its path. */
function objectPaths(value: unknown, at: Path = []): Path[] {
  if (value === null || typeof value !== 'object') return [];
  const inner = Object.entries(value).flatMap(([key, item]) => objectPaths(item, [...at, key]));
  return Array.isArray(value) ? inner : [at, ...inner];
}

// A JSON body that is no object at all: a check that reads which fields were sent must not throw.
const NOT_OBJECTS: unknown[] = [null, [], 'text', 0];

/** Broken values for a query value or path segment, escaped as they are sent. */
const BROKEN_SEGMENTS = ['%00', '%ED%A0%80', '%C0%AF', '%', 'a'.repeat(300)];

export function sweepExamples(endpoint: EndpointSpec, fixtures: FuzzFixtures): RequestSpec[] {
  const valid = endpoint.valid(fixtures);
  const params = valid.params ?? {};
  const query = valid.query ?? {};
  const json = (value: unknown): BodySpec => ({ kind: 'json', value, contentType: 'application/json' });
  const base: RequestSpec = {
    method: endpoint.method === '*' ? 'GET' : endpoint.method,
    path: fillPath(endpoint.url, params),
    query: new URLSearchParams(query).toString(),
    // The admin passes every guard, so each broken field reaches its handler.
    caller: 'admin',
    origin: 'shop',
    secFetchSite: null,
    forwardedFor: 'own',
    cookies: [],
    headers: Object.entries(valid.headers ?? {}),
    body: valid.body === undefined ? { kind: 'none', contentType: null } : json(valid.body),
  };
  const examples: RequestSpec[] = [base];

  // A method the Fetch standard forbids, and one Fastify does not route.
  examples.push({ ...base, method: 'TRACE', body: { kind: 'none', contentType: null } });
  examples.push({ ...base, method: 'PROPFIND', body: { kind: 'none', contentType: null } });

  if (valid.body !== undefined) {
    for (const leaf of leaves(valid.body)) {
      for (const broken of brokenFieldValues(leaf.value)) {
        examples.push({ ...base, body: json(withLeaf(valid.body, leaf.path, broken)) });
      }
    }
    if (HOOK.test(endpoint.url)) {
      for (const half of LONE_HALVES) {
        for (const leaf of leaves(valid.body).filter((l) => typeof l.value === 'string')) {
          examples.push({ ...base, body: json(withLeaf(valid.body, leaf.path, middle(half))) });
        }
        for (const path of objectPaths(valid.body)) {
          examples.push({ ...base, body: json(withKeyAdded(valid.body, path, `Extra${half}`)) });
        }
      }
    }
    for (const value of NOT_OBJECTS) examples.push({ ...base, body: json(value) });
    examples.push({ ...base, body: { kind: 'json', value: valid.body, contentType: 'text/plain' } });
    examples.push({ ...base, body: { kind: 'none', contentType: 'application/json' } });
  }
  for (const name of Object.keys(query).filter((key) => DATE_FILTERS.includes(key))) {
    for (const date of EXTREME_DATES) {
      examples.push({ ...base, query: new URLSearchParams({ ...query, [name]: date }).toString() });
    }
  }
  for (const name of Object.keys(query)) {
    for (const segment of BROKEN_SEGMENTS) {
      const broken = Object.entries(query).map(([key, value]) =>
        key === name
          ? `${key}=${encodeURIComponent(value)}${segment}`
          : `${key}=${encodeURIComponent(value)}`,
      );
      examples.push({ ...base, query: broken.join('&') });
    }
  }
  for (const name of Object.keys(params)) {
    for (const segment of BROKEN_SEGMENTS) {
      examples.push({
        ...base,
        path: fillPath(endpoint.url, { ...params, [name]: `${params[name]}${segment}` }),
      });
    }
  }
  return examples;
}
