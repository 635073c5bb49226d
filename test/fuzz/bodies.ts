// Request bodies as data (so a counterexample prints readably) and as the bytes that go out.
import * as fc from 'fast-check';
import {
  brokenUtf8,
  type Huge,
  nastyString,
  notJsonText,
  randomJson,
  safeForEncoding,
  textOf,
  trickyString,
} from './bad-values';

export type FormField = [string, string | Huge];

export type BodySpec =
  | { kind: 'none'; contentType: string | null }
  | { kind: 'json'; value: unknown; contentType: string | null }
  | { kind: 'text'; text: string; contentType: string | null }
  | { kind: 'bytes'; bytes: number[]; contentType: string | null }
  | { kind: 'form'; fields: FormField[]; contentType: string | null }
  | {
      kind: 'multipart';
      fields: FormField[];
      boundary: string;
      damage: MultipartDamage;
      contentType: string | null;
    }
  | { kind: 'oversized'; size: number; chunked: boolean; contentType: string | null };

type MultipartDamage =
  'none' | 'no-closing-boundary' | 'cut-in-half' | 'wrong-boundary' | 'file-part' | 'no-part-headers';

export const JSON_TYPE = 'application/json';
export const FORM_TYPE = 'application/x-www-form-urlencoded';
export const MULTIPART_TYPE = 'multipart/form-data';

/** Content types that are wrong, malformed or only nearly right. */
export const oddContentType = fc.constantFrom<string | null>(
  null,
  '',
  'text/plain',
  'text/html',
  FORM_TYPE,
  MULTIPART_TYPE,
  `${MULTIPART_TYPE}; boundary=`,
  `${MULTIPART_TYPE}; boundary=zz`,
  'application/json; charset=utf-16',
  'application/json; charset=iso-8859-1',
  'application/json; charset=nonsense',
  'application/JSON',
  'APPLICATION/JSON;CHARSET=UTF-8',
  'application/vnd.api+json',
  'application/json, text/plain',
  'application/json;;',
  '*/*',
  'application/octet-stream',
  'application/xml',
  'image/png',
  ';',
  'a/b/c',
  'application/json\tx',
  '\u00fc/\u00fc',
  'application/x-www-form-urlencoded; charset=utf-16',
  'text/plain; charset=utf-8',
);

/** Over every body limit the shop could reasonably have (its API takes 100 KB). */
export const oversizedBody = fc.record({
  kind: fc.constant('oversized' as const),
  size: fc.integer({ min: 100 * 1024 + 1, max: 2 * 1024 * 1024 }),
  chunked: fc.boolean(),
  contentType: fc.constantFrom<string | null>(JSON_TYPE, FORM_TYPE, 'text/plain'),
});

/** Bodies for a JSON endpoint, `mutatedValid` being its valid body with something broken. */
export function jsonBodies(mutatedValid: fc.Arbitrary<unknown> | null): fc.Arbitrary<BodySpec> {
  const json = (value: fc.Arbitrary<unknown>) =>
    value.map((v): BodySpec => ({ kind: 'json', value: v, contentType: JSON_TYPE }));
  return fc.oneof(
    ...(mutatedValid ? [{ weight: 8, arbitrary: json(mutatedValid) }] : []),
    { weight: 3, arbitrary: json(randomJson) },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('text' as const),
        text: notJsonText,
        contentType: fc.constantFrom<string | null>(JSON_TYPE, 'application/json; charset=utf-8'),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('bytes' as const),
        bytes: brokenUtf8,
        contentType: fc.constant(JSON_TYPE),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('json' as const),
        value: mutatedValid ?? randomJson,
        contentType: oddContentType,
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('none' as const),
        contentType: fc.constantFrom<string | null>(null, JSON_TYPE),
      }),
    },
    { weight: 1, arbitrary: formBodies(fc.constant([['a', 'b']] as FormField[])) },
    { weight: 1, arbitrary: oversizedBody },
  );
}

/** Form bodies (urlencoded or multipart, intact or damaged) made from `fields`. */
export function formBodies(fields: fc.Arbitrary<FormField[]>): fc.Arbitrary<BodySpec> {
  return fc.oneof(
    fc.record({
      kind: fc.constant('form' as const),
      fields,
      contentType: fc.oneof(
        { weight: 4, arbitrary: fc.constant<string | null>(FORM_TYPE) },
        { weight: 1, arbitrary: oddContentType },
      ),
    }),
    fc.record({
      kind: fc.constant('multipart' as const),
      fields,
      boundary: fc.oneof(
        fc.constant('----shopboundary7MA4YWxk'),
        fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 70 }),
      ),
      damage: fc.oneof(
        { weight: 4, arbitrary: fc.constant<MultipartDamage>('none') },
        {
          weight: 3,
          arbitrary: fc.constantFrom<MultipartDamage>(
            'no-closing-boundary',
            'cut-in-half',
            'wrong-boundary',
            'file-part',
            'no-part-headers',
          ),
        },
      ),
      contentType: fc.oneof(
        { weight: 4, arbitrary: fc.constant<string | null>(MULTIPART_TYPE) },
        { weight: 1, arbitrary: oddContentType },
      ),
    }),
  );
}

/** A form field name: mostly the form's own, sometimes anything. */
export const fieldName = (known: string[]) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...known) },
    { weight: 1, arbitrary: fc.oneof(trickyString, nastyString(12)) },
  );

export interface EncodedBody {
  bytes?: Buffer;
  contentType: string | null;
  chunked: boolean;
}

export function encodeBody(spec: BodySpec): EncodedBody {
  switch (spec.kind) {
    case 'none':
      return { contentType: spec.contentType, chunked: false };
    case 'json':
      return {
        bytes: Buffer.from(JSON.stringify(spec.value) ?? ''),
        contentType: spec.contentType,
        chunked: false,
      };
    case 'text':
      return { bytes: Buffer.from(spec.text), contentType: spec.contentType, chunked: false };
    case 'bytes':
      return { bytes: Buffer.from(spec.bytes), contentType: spec.contentType, chunked: false };
    case 'form':
      return {
        bytes: Buffer.from(
          spec.fields.map(([name, value]) => `${formEncode(name)}=${formEncode(textOf(value))}`).join('&'),
        ),
        contentType: spec.contentType,
        chunked: false,
      };
    case 'multipart':
      return encodeMultipart(spec);
    case 'oversized':
      return { bytes: Buffer.alloc(spec.size, 'a'), contentType: spec.contentType, chunked: spec.chunked };
  }
}

function formEncode(text: string): string {
  return encodeURIComponent(safeForEncoding(text)).replace(/%20/g, '+');
}

function encodeMultipart(spec: Extract<BodySpec, { kind: 'multipart' }>): EncodedBody {
  const { boundary, damage } = spec;
  const parts = spec.fields.map(([name, value], index) => {
    const disposition =
      damage === 'file-part' && index === 0
        ? `Content-Disposition: form-data; name="${name}"; filename="a.txt"\r\nContent-Type: text/plain`
        : `Content-Disposition: form-data; name="${name}"`;
    const head = damage === 'no-part-headers' ? '' : `${disposition}\r\n`;
    return Buffer.concat([
      Buffer.from(`--${boundary}\r\n${head}\r\n`, 'latin1'),
      Buffer.from(textOf(value)),
      Buffer.from('\r\n'),
    ]);
  });
  const closing =
    damage === 'no-closing-boundary' ? Buffer.alloc(0) : Buffer.from(`--${boundary}--\r\n`, 'latin1');
  let bytes = Buffer.concat([...parts, closing]);
  if (damage === 'cut-in-half') bytes = bytes.subarray(0, Math.floor(bytes.length / 2));
  const declared = damage === 'wrong-boundary' ? `${boundary}x` : boundary;
  const contentType =
    spec.contentType === MULTIPART_TYPE
      ? `${MULTIPART_TYPE}; boundary=${quoteIfNeeded(declared)}`
      : spec.contentType;
  return { bytes, contentType, chunked: false };
}

function quoteIfNeeded(boundary: string): string {
  return /^[A-Za-z0-9'()+_,./:=?-]+$/.test(boundary) ? boundary : `"${boundary.replace(/["\\]/g, '')}"`;
}
