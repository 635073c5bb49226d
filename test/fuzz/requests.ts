// A generated request as data: who sends it, where, with which headers, cookies and body. It is
// turned into bytes only when sent, so a counterexample reads as what was meant.
import * as fc from 'fast-check';
import { extremeDate, nastyString, oddQuery, oddSegment, safeForEncoding, trickyString } from './bad-values';
import { type BodySpec, encodeBody } from './bodies';
import type { RawRequest } from './raw-http';

export type SignedInPersona = 'unapproved' | 'approved' | 'admin';
export type Persona = 'anonymous' | SignedInPersona;
/** A session cookie of a persona, one that is well-formed but unknown, or one that is garbled. */
export type Caller = Persona | 'unknown-session' | { garbledSession: string };

export interface RequestSpec {
  method: string;
  /** The path as sent: already escaped, possibly with raw bytes. */
  path: string;
  query: string;
  caller: Caller;
  /** 'shop' is the shop's own origin (needed with a session cookie), null sends none. */
  origin: string | null;
  secFetchSite: string | null;
  /** 'own' gives the request an address of its own; anything else is sent as it is. */
  forwardedFor: string;
  /** Extra cookies besides the session: name=value pairs, raw. */
  cookies: string[];
  headers: [string, string][];
  body: BodySpec;
}

export interface SendContext {
  /** The shop's public URL: its host is sent as Host, its origin as the shop's Origin. */
  publicUrl: string;
  /** `name=value` of a fresh session cookie for the persona (fresh, so logging out costs nothing). */
  sessionCookie(persona: SignedInPersona): Promise<string>;
  ownAddress(): string;
}

const COOKIE_NAMES = ['currency', 'shopper_id', 'shop_session', 'theme', ''];

/** Cookies a browser would never send: garbled values, broken escapes, huge ones, no '='. */
export const oddCookies = fc.array(
  fc.oneof(
    fc
      .tuple(fc.constantFrom(...COOKIE_NAMES), fc.oneof(trickyString, nastyString(), oddSegment))
      .map(([name, value]) => `${name}=${headerText(value)}`),
    fc.constantFrom(
      'currency=%E0%A4%A',
      'currency=%',
      'currency=USD%00',
      'currency="EUR"',
      'currency=xyz',
      'currency=usd',
      'shopper_id=../../x',
      'shopper_id=' + 'a'.repeat(129),
      'shop_session=' + 'A'.repeat(43),
      'shop_session=',
      '=',
      ';',
      'novalue',
      'a=' + 'b'.repeat(6000),
    ),
  ),
  { maxLength: 3 },
);

/** Headers that the app reads or that frameworks act on, with odd values. */
const oddHeader = fc.tuple(
  fc.constantFrom(
    'idempotency-key',
    'x-request-id',
    'accept',
    'accept-language',
    'accept-encoding',
    'content-encoding',
    'x-http-method-override',
    'authorization',
    'if-none-match',
    'range',
    'referer',
    'user-agent',
    'x-forwarded-proto',
    'x-forwarded-host',
    'forwarded',
  ),
  fc.oneof(
    trickyString,
    nastyString(),
    fc.constantFrom('gzip', 'br', 'deflate, identity', 'bytes=0-1,5-', '*/*', 'DELETE'),
  ),
);

/** A header value: UTF-8 bytes read as latin1 (one char per byte), without line breaks. */
export function headerText(text: string): string {
  return Buffer.from(safeForEncoding(text))
    .toString('latin1')
    .replace(/[\r\n]/g, '');
}

/** Fills `:name` and `*` in a route's URL from `params`. */
export function fillPath(url: string, params: Record<string, string>): string {
  return url.replace(/:(\w+)|\*/g, (match, name: string | undefined) => params[name ?? '*'] ?? match);
}

export const callers: fc.Arbitrary<Caller> = fc.oneof(
  { weight: 3, arbitrary: fc.constant<Caller>('anonymous') },
  { weight: 2, arbitrary: fc.constant<Caller>('unapproved') },
  { weight: 2, arbitrary: fc.constant<Caller>('approved') },
  { weight: 3, arbitrary: fc.constant<Caller>('admin') },
  { weight: 1, arbitrary: fc.constant<Caller>('unknown-session') },
  {
    weight: 1,
    arbitrary: fc.oneof(trickyString, nastyString()).map((garbledSession): Caller => ({ garbledSession })),
  },
);

/** Mostly what the shop's own pages send; sometimes another site, or nothing. */
export const origins = fc.oneof(
  { weight: 8, arbitrary: fc.constant<string | null>('shop') },
  { weight: 1, arbitrary: fc.constant<string | null>(null) },
  {
    weight: 1,
    arbitrary: fc.constantFrom<string | null>(
      'https://evil.example',
      'null',
      '',
      'http://localhost:1',
      'shop\u0000',
    ),
  },
);

export const secFetchSites = fc.oneof(
  { weight: 6, arbitrary: fc.constant<string | null>(null) },
  {
    weight: 1,
    arbitrary: fc.constantFrom<string | null>(
      'same-origin',
      'cross-site',
      'same-site',
      'none',
      'SAME-ORIGIN',
      '',
    ),
  },
);

export const forwardedFors = fc.oneof(
  { weight: 12, arbitrary: fc.constant('own') },
  {
    weight: 1,
    arbitrary: fc.oneof(
      fc.constantFrom(
        '',
        'unknown',
        '::1',
        '999.1.1.1',
        '10.0.0.1, 10.0.0.2',
        '1.2.3.4,,',
        '[::1]:80',
        '_hidden',
        '0',
      ),
      nastyString().map(headerText),
    ),
  },
);

export const oddHeaders = fc.array(
  oddHeader.map(([name, value]) => [name, headerText(value)] as [string, string]),
  { maxLength: 2 },
);

/** Path parameters: the valid one sometimes, otherwise an odd segment. */
export function paramValues(
  names: string[],
  valid: Record<string, string>,
): fc.Arbitrary<Record<string, string>> {
  return fc.record(
    Object.fromEntries(
      names.map((name) => [
        name,
        fc.oneof(
          { weight: 2, arbitrary: fc.constant(valid[name] ?? 'x') },
          { weight: 3, arbitrary: oddSegment },
        ),
      ]),
    ),
  );
}

/** The query keys that carry a date filter, wherever they appear. */
export const DATE_FILTERS = ['from', 'to'];

/** The valid query, the valid query with one value broken (a date filter with an extreme date), or an odd one. */
export function queries(valid: Record<string, string> | undefined): fc.Arbitrary<string> {
  const validText = new URLSearchParams(valid ?? {}).toString();
  const names = Object.keys(valid ?? {});
  const dateNames = names.filter((name) => DATE_FILTERS.includes(name));
  return fc.oneof(
    ...(dateNames.length > 0
      ? [
          {
            weight: 2,
            arbitrary: fc
              .tuple(fc.constantFrom(...dateNames), extremeDate)
              .map(([name, date]) => new URLSearchParams({ ...valid, [name]: date }).toString()),
          },
        ]
      : []),
    { weight: 2, arbitrary: fc.constant(validText) },
    ...(names.length > 0
      ? [
          {
            weight: 3,
            arbitrary: fc.tuple(fc.constantFrom(...names), oddSegment).map(([name, value]) =>
              Object.entries(valid!)
                .map(([key, v]) => `${key}=${key === name ? value : encodeURIComponent(v)}`)
                .join('&'),
            ),
          },
        ]
      : []),
    { weight: 2, arbitrary: oddQuery },
  );
}

export function validHeaderSets(valid: Record<string, string> | undefined): fc.Arbitrary<[string, string][]> {
  const entries = Object.entries(valid ?? {});
  if (entries.length === 0) return fc.constant<[string, string][]>([]);
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant(entries) },
    { weight: 1, arbitrary: fc.constant<[string, string][]>([]) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(...entries.map(([name]) => name)), fc.oneof(trickyString, nastyString()))
        .map(([name, value]) =>
          entries.map(([n, v]) => [n, n === name ? headerText(value) : v] as [string, string]),
        ),
    },
  );
}

export async function toRawRequest(spec: RequestSpec, context: SendContext): Promise<RawRequest> {
  // A browser sends the shop's public host; React Router compares it with Origin on form posts.
  const headers: [string, string][] = [['Host', new URL(context.publicUrl).host]];
  const cookies = [...spec.cookies];
  const { caller } = spec;
  if (caller === 'unknown-session') cookies.push(`shop_session=${'x'.repeat(43)}`);
  else if (typeof caller === 'object') cookies.push(`shop_session=${headerText(caller.garbledSession)}`);
  else if (caller !== 'anonymous') cookies.push(await context.sessionCookie(caller));
  if (cookies.length > 0) headers.push(['Cookie', cookies.join('; ')]);
  if (spec.origin !== null)
    headers.push(['Origin', spec.origin === 'shop' ? context.publicUrl : headerText(spec.origin)]);
  if (spec.secFetchSite !== null) headers.push(['Sec-Fetch-Site', spec.secFetchSite]);
  headers.push(['X-Forwarded-For', spec.forwardedFor === 'own' ? context.ownAddress() : spec.forwardedFor]);
  const body = encodeBody(spec.body);
  if (body.contentType !== null) headers.push(['Content-Type', headerText(body.contentType)]);
  headers.push(...spec.headers);
  return {
    method: spec.method,
    target: spec.query === '' ? spec.path : `${spec.path}?${spec.query}`,
    headers,
    body: body.bytes,
    chunked: body.chunked,
  };
}

/** A unique client address per request, from 10.0.0.1 up. */
export function addressCounter(): () => string {
  let n = 0;
  return () => {
    n += 1;
    return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  };
}
