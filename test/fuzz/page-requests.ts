// Generated and fixed requests for one page route: odd paths, queries, cookies and methods, and
// for a page action its form broken in every way a browser would never send it.
import * as fc from 'fast-check';
import type { AnswerRules } from './answer-checks';
import {
  EXTREME_DATES,
  hugeString,
  nastyChar,
  nastyString,
  oddSegment,
  safeForEncoding,
  textOf,
  trickyString,
} from './bad-values';
import {
  type BodySpec,
  fieldName,
  type FormField,
  FORM_TYPE,
  formBodies,
  jsonBodies,
  MULTIPART_TYPE,
  oversizedBody,
} from './bodies';
import type { FuzzFixtures } from './api-endpoints';
import type { BuiltRoute, PageAction, PageSpec } from './page-routes';
import {
  callers,
  DATE_FILTERS,
  fillPath,
  forwardedFors,
  oddCookies,
  oddHeaders,
  origins,
  paramValues,
  queries,
  type RequestSpec,
  secFetchSites,
} from './requests';

/** React Router's data URL of a page (client navigations and script-driven form posts). */
function dataPath(path: string): string {
  return path === '/' ? '/_root.data' : `${path.replace(/\/$/, '')}.data`;
}

/** The valid form with one to three things broken: a value tainted or replaced, a field dropped, doubled or renamed. */
function brokenForms(valid: FormField[]): fc.Arbitrary<FormField[]> {
  // A form of no fields (signing out) can only be broken by adding some.
  if (valid.length === 0) {
    return fc.array(fc.tuple(fieldName(['intent']), fc.oneof(trickyString, nastyString())), {
      minLength: 1,
      maxLength: 3,
    });
  }
  const names = valid.map(([name]) => name);
  const index = fc.nat({ max: valid.length - 1 });
  type Edit = (fields: FormField[]) => FormField[];
  const edit: fc.Arbitrary<Edit> = fc.oneof(
    fc.tuple(index, fc.string({ unit: nastyChar, minLength: 1, maxLength: 3 }), fc.nat()).map(
      ([i, insert, position]): Edit =>
        (fields) =>
          fields.map(([name, value], j) => {
            if (j !== i) return [name, value];
            const text = textOf(value);
            const at = position % (text.length + 1);
            return [name, text.slice(0, at) + insert + text.slice(at)];
          }),
    ),
    fc.tuple(index, fc.oneof(trickyString, nastyString(), hugeString)).map(
      ([i, bad]): Edit =>
        (fields) =>
          fields.map(([name, value], j) => [name, j === i ? bad : value]),
    ),
    index.map(
      (i): Edit =>
        (fields) =>
          fields.filter((_, j) => j !== i),
    ),
    fc
      .tuple(index, fc.oneof(trickyString, nastyString()))
      .map(([i, bad]): Edit => (fields) => [...fields, [fields[i]?.[0] ?? names[0]!, bad]]),
    fc.tuple(index, fieldName(names)).map(
      ([i, renamed]): Edit =>
        (fields) =>
          fields.map(([name, value], j) => [j === i ? renamed : name, value]),
    ),
  );
  return fc
    .array(edit, { minLength: 1, maxLength: 3 })
    .map((edits) => edits.reduce((fields, apply) => apply(fields), valid));
}

export function pageRequests(
  route: BuiltRoute,
  page: PageSpec,
  fixtures: FuzzFixtures,
): fc.Arbitrary<RequestSpec> {
  const valid = page.valid(fixtures);
  const paramNames = [...route.pattern.matchAll(/:(\w+)|\*/g)].map((match) => match[1] ?? '*');
  const path = route.pattern.endsWith('*')
    ? fc
        .array(oddSegment, { minLength: 1, maxLength: 4 })
        .map((segments) => fillPath(route.pattern, { '*': segments.join('/') }))
    : paramValues(paramNames, valid.params ?? {}).map((params) => fillPath(route.pattern, params));
  const action = page.action;
  const formBody = action
    ? fc.oneof(
        { weight: 1, arbitrary: formBodies(fc.constant(action.fields(fixtures))) },
        { weight: 5, arbitrary: formBodies(brokenForms(action.fields(fixtures))) },
      )
    : formBodies(
        fc.array(fc.tuple(fieldName(['name', 'email']), fc.oneof(trickyString, nastyString())), {
          maxLength: 4,
        }),
      );
  const postBody: fc.Arbitrary<BodySpec> = fc.oneof(
    { weight: 6, arbitrary: formBody },
    { weight: 2, arbitrary: jsonBodies(null) },
    { weight: 1, arbitrary: oversizedBody },
  );
  const method = fc.oneof(
    { weight: 6, arbitrary: fc.constant('GET') },
    { weight: 1, arbitrary: fc.constant('HEAD') },
    { weight: action ? 8 : 2, arbitrary: fc.constant('POST') },
    { weight: 1, arbitrary: fc.constantFrom('PUT', 'PATCH', 'DELETE', 'OPTIONS') },
    // TRACE is routed but forbidden by the Fetch standard; the others Fastify does not route.
    { weight: 1, arbitrary: fc.constantFrom('TRACE', 'PROPFIND', 'PURGE', 'QUERY') },
  );
  return fc
    .record({
      method,
      path,
      asData: fc.oneof(
        { weight: 4, arbitrary: fc.constant(false) },
        { weight: 1, arbitrary: fc.constant(true) },
      ),
      query: fc.oneof(
        { weight: 5, arbitrary: queries(valid.query) },
        {
          weight: 1,
          arbitrary: fc.constantFrom('index', '_routes=routes%2Fcontact', '_routes=%00', 'index&_data=root'),
        },
      ),
      caller: callers,
      origin: origins,
      secFetchSite: secFetchSites,
      forwardedFor: forwardedFors,
      cookies: fc.oneof(
        { weight: 1, arbitrary: fc.constant<string[]>([]) },
        { weight: 2, arbitrary: oddCookies },
      ),
      headers: oddHeaders,
      postBody,
      otherBody: fc.oneof(
        { weight: 6, arbitrary: fc.constant<BodySpec>({ kind: 'none', contentType: null }) },
        { weight: 1, arbitrary: postBody },
      ),
    })
    .map(({ asData, postBody: post, otherBody, ...spec }) => ({
      ...spec,
      path: asData ? dataPath(spec.path) : spec.path,
      body: spec.method === 'POST' ? post : otherBody,
    }));
}

/** The rules an answer must keep: HTML for a page, text for its data URL. */
export function pageRules(page: PageSpec, spec: RequestSpec): AnswerRules {
  if (spec.path.endsWith('.data')) return { errorType: 'page-data' };
  return { errorType: page.resource ? 'any' : 'html' };
}

const FORM_TYPES = [FORM_TYPE, MULTIPART_TYPE];
const SIMPLE_NAME = /^[A-Za-z0-9_-]+$/;

/**
 * Whether a request to a page action must leave the database as it was: its body is not a form,
 * or it is a well-formed form the action's schema refuses. Damaged or oddly typed forms are left
 * to the general rule (a refused request writes nothing), since parsers may read them leniently.
 */
export function mustNotWrite(action: PageAction | undefined, spec: RequestSpec): boolean {
  if (!action || spec.method !== 'POST') return false;
  const body = spec.body;
  if (body.kind === 'oversized') return true;
  const type = body.contentType?.toLowerCase() ?? '';
  if (!FORM_TYPES.some((form) => type.startsWith(form))) return true;
  if (body.kind === 'form' && body.contentType === FORM_TYPE) return !action.accepts(formOf(body.fields));
  if (
    body.kind === 'multipart' &&
    body.damage === 'none' &&
    body.contentType === MULTIPART_TYPE &&
    SIMPLE_NAME.test(body.boundary) &&
    body.fields.every(
      ([name, value]) => SIMPLE_NAME.test(name) && !textOf(value).includes(`--${body.boundary}`),
    )
  ) {
    return !action.accepts(formOf(body.fields));
  }
  return false;
}

/** The form as the action reads it: the last value of a name wins, text as it was encoded. */
function formOf(fields: FormField[]): Record<string, string> {
  return Object.fromEntries(
    fields.map(([name, value]) => [safeForEncoding(name), safeForEncoding(textOf(value))]),
  );
}

const BROKEN_COOKIES = [
  'currency=%E0%A4%A',
  'currency=%',
  'currency=%00',
  'shopper_id=%00',
  `shop_session=${'x'.repeat(43)}`,
  'shop_session=%ZZ',
];
const BROKEN_SEGMENTS = ['%00', '%ED%A0%80', '%C0%AF', '%', 'a'.repeat(300)];

/** Fixed cases run before the generated ones: each input of the page broken in turn. */
export function pageSweep(route: BuiltRoute, page: PageSpec, fixtures: FuzzFixtures): RequestSpec[] {
  const valid = page.valid(fixtures);
  const params = valid.params ?? {};
  const query = new URLSearchParams(valid.query ?? {}).toString();
  const path = fillPath(route.pattern, params);
  const base: RequestSpec = {
    method: 'GET',
    path,
    query,
    caller: 'anonymous',
    origin: null,
    secFetchSite: null,
    forwardedFor: 'own',
    cookies: [],
    headers: [],
    body: { kind: 'none', contentType: null },
  };
  const examples: RequestSpec[] = [base, { ...base, path: dataPath(path) }, { ...base, caller: 'admin' }];
  examples.push({ ...base, method: 'TRACE' }, { ...base, method: 'PROPFIND' }, { ...base, method: 'QUERY' });
  for (const cookie of BROKEN_COOKIES) examples.push({ ...base, cookies: [cookie] });
  // Signed in as the admin, so a console page's loader reads its date filters.
  for (const name of Object.keys(valid.query ?? {}).filter((key) => DATE_FILTERS.includes(key))) {
    for (const date of EXTREME_DATES) {
      const dated = new URLSearchParams({ ...valid.query, [name]: date }).toString();
      examples.push(
        { ...base, caller: 'admin', query: dated },
        { ...base, caller: 'admin', query: dated, path: dataPath(path) },
      );
    }
  }
  for (const extra of page.cases?.(fixtures) ?? []) {
    const { form, ...rest } = extra;
    examples.push({
      ...base,
      ...rest,
      ...(form ? { method: 'POST', body: { kind: 'form', fields: form, contentType: FORM_TYPE } } : {}),
    });
  }
  for (const [name, value] of Object.entries(valid.query ?? {})) {
    for (const segment of BROKEN_SEGMENTS) {
      const broken = new URLSearchParams({ ...valid.query, [name]: 'PLACEHOLDER' })
        .toString()
        .replace('PLACEHOLDER', `${encodeURIComponent(value)}${segment}`);
      examples.push({ ...base, query: broken });
    }
  }
  for (const name of Object.keys(params)) {
    for (const segment of BROKEN_SEGMENTS) {
      examples.push({
        ...base,
        path: fillPath(route.pattern, { ...params, [name]: `${params[name]}${segment}` }),
      });
    }
  }
  const post: RequestSpec = { ...base, method: 'POST' };
  if (!page.action) {
    examples.push(post, { ...post, body: { kind: 'form', fields: [['a', 'b']], contentType: FORM_TYPE } });
    return examples;
  }

  const fields = page.action.fields(fixtures);
  const form = (f: FormField[], contentType: string | null = FORM_TYPE): BodySpec => ({
    kind: 'form',
    fields: f,
    contentType,
  });
  const tainted = (insert: string) =>
    fields.map((_, i) =>
      form(
        fields.map(([name, value], j): FormField => [
          name,
          j === i ? `${textOf(value).slice(0, 3)}${insert}${textOf(value).slice(3)}` : value,
        ]),
      ),
    );
  const bodies: BodySpec[] = [
    form(fields),
    ...tainted('\u0000'),
    ...tainted('\ud800'),
    ...fields.map((_, i) => form(fields.filter((__, j) => j !== i))),
    form(fields, null),
    form(fields, 'text/plain'),
    { kind: 'json', value: Object.fromEntries(fields), contentType: 'application/json' },
    { kind: 'none', contentType: null },
    { kind: 'none', contentType: FORM_TYPE },
    {
      kind: 'bytes',
      bytes: [...Buffer.from('firstName=%E0%A4%A&lastName=%'), 0xff, 0xfe],
      contentType: FORM_TYPE,
    },
    ...(
      [
        'none',
        'no-closing-boundary',
        'cut-in-half',
        'wrong-boundary',
        'file-part',
        'no-part-headers',
      ] as const
    ).map((damage): BodySpec => ({
      kind: 'multipart',
      fields,
      boundary: '----shopboundary7MA4YWxk',
      damage,
      contentType: MULTIPART_TYPE,
    })),
    { kind: 'multipart', fields, boundary: 'x', damage: 'none', contentType: `${MULTIPART_TYPE}; boundary=` },
    { kind: 'oversized', size: 2 * 1024 * 1024, chunked: false, contentType: FORM_TYPE },
    { kind: 'oversized', size: 2 * 1024 * 1024, chunked: true, contentType: FORM_TYPE },
  ];
  for (const body of bodies) examples.push({ ...post, body });
  examples.push({ ...post, path: dataPath(path), body: form(fields) });
  examples.push({ ...post, path: dataPath(path), body: bodies.find((b) => b.kind === 'json')! });
  // Signed in, a form post needs the shop's origin (the CSRF check); without it, it is refused.
  examples.push({ ...post, caller: 'approved', origin: 'shop', body: form(fields) });
  examples.push({ ...post, caller: 'approved', body: form(fields) });
  return examples;
}
