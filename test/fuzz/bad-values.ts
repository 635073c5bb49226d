// Building blocks of hostile input: awkward characters, values of the wrong type, deep nesting and
// huge strings, for bodies, path segments, query strings, headers and cookies alike.
import * as fc from 'fast-check';

/**
 * A long string that prints short in a counterexample (`huge("é" x 40000)`) and becomes the whole
 * string wherever it is serialised: JSON.stringify calls toJSON, templates call toString.
 */
export class Huge {
  constructor(
    readonly unit: string,
    readonly times: number,
  ) {}
  toString() {
    return this.unit.repeat(this.times);
  }
  toJSON() {
    return this.toString();
  }
  [fc.toStringMethod]() {
    return `huge(${JSON.stringify(this.unit)} x ${this.times})`;
  }
}

/** A string or a Huge, as the text it stands for. */
export const textOf = (value: string | Huge) => (typeof value === 'string' ? value : value.toString());

const controlChar = fc
  .oneof(fc.integer({ min: 0, max: 0x1f }), fc.constantFrom(0x7f, 0x85, 0x9b, 0xa0, 0xad))
  .map((code) => String.fromCharCode(code));

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));

const trickyChar = fc.constantFrom(
  '\u0000',
  '\u200b',
  '\u200e',
  '\u202e',
  '\u2028',
  '\u2029',
  '\ufeff',
  '\ufffd',
  '\uffff',
  '\u0301',
  '😀',
  '👩‍👩‍👧',
  'ß',
  'İ',
  'ﬀ',
  'Ⅻ',
  '＠',
  '＜',
  '"',
  "'",
  '\\',
  '`',
  '<',
  '>',
  '&',
  '%',
  '/',
  ';',
  '=',
  ',',
);

/** One "character" of a hostile string: anything from plain ASCII to control codes and halves of pairs. */
export const nastyChar = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }) },
  // PostgreSQL refuses NUL in text outright: worth trying often.
  { weight: 1, arbitrary: fc.constant('\u0000') },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
  { weight: 2, arbitrary: controlChar },
  { weight: 1, arbitrary: loneSurrogate },
  { weight: 2, arbitrary: trickyChar },
);

export const nastyString = (maxLength = 40) => fc.string({ unit: nastyChar, maxLength });

/** Strings that parsers, SQL and HTML treat specially, and ones that look valid but are not. */
export const trickyString = fc.constantFrom(
  '',
  ' ',
  '\t',
  '\n',
  '\r\n',
  '0',
  '-1',
  '1.5',
  '1e999',
  '-0',
  '0x10',
  '007',
  ' 42 ',
  'NaN',
  'Infinity',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  "'; drop table users; --",
  "' or '1'='1",
  '<script>alert(1)</script>',
  '{{7*7}}',
  '${7*7}',
  '../../etc/passwd',
  '%00',
  '%',
  '%%',
  '%G1',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff\ud800',
  'a@b',
  '@example.com',
  'x@example.com\u0000',
  'ＡＢＣ@example.com',
  'user@[127.0.0.1]',
  // Phone numbers valid for M-Pesa are the simulator's silent one (no callback lands during the run)
  // or the one whose push M-Pesa refuses.
  '+254 (0) 700-009-999',
  '07123456789012345678901234567890',
  '254700009999',
  '0700005001',
  'HM-00000000',
  'hm-0000',
  'ws_CO_0',
  '9'.repeat(400),
  'a'.repeat(256) + '@example.com',
);

/** A string at least a few thousand characters long, up to the body limit. */
export const hugeString = fc
  .record({
    unit: fc.oneof(nastyChar, fc.constantFrom('a', 'é', '😀', '\u0000', ' ')),
    times: fc.integer({ min: 1_000, max: 40_000 }),
  })
  .map(({ unit, times }) => new Huge(unit, times));

/** Nesting far past anything a schema expects (JSON.stringify still copes with these depths). */
export const deepValue = fc
  .record({
    depth: fc.integer({ min: 50, max: 2_000 }),
    asArray: fc.boolean(),
    leaf: fc.jsonValue({ maxDepth: 0 }),
  })
  .map(({ depth, asArray, leaf }) => {
    let value: unknown = leaf;
    for (let i = 0; i < depth; i++) value = asArray ? [value] : { a: value };
    return new Deep(value, depth, asArray);
  });

/** A deep value that prints as its shape rather than thousands of brackets. */
export class Deep {
  constructor(
    readonly value: unknown,
    readonly depth: number,
    readonly asArray: boolean,
  ) {}
  toJSON() {
    return this.value;
  }
  [fc.toStringMethod]() {
    return `deep(${this.asArray ? 'array' : 'object'} x ${this.depth})`;
  }
}

const awkwardNumber = fc.oneof(
  fc.constantFrom(
    0,
    -0,
    -1,
    1.5,
    0.1,
    2 ** 31,
    2 ** 31 - 1,
    -(2 ** 31),
    2 ** 53 + 2,
    1e21,
    1e308,
    -1e308,
    5e-324,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/**
 * Dates a date filter must refuse or still answer: year 0 (JavaScript reads it, PostgreSQL has
 * none), before the shop, the far future, past JavaScript's range, and days that do not exist.
 */
export const EXTREME_DATES = [
  '0000-01-01',
  '0001-01-01',
  '1999-12-31',
  '9999-12-31',
  '10000-01-01',
  '+275760-09-13',
  '-000001-01-01',
  '2026-02-30',
  '0000-00-00',
];
export const extremeDate = fc.constantFrom(...EXTREME_DATES);

/** Amounts past what M-Pesa carries in one payment or a 32-bit integer column holds in cents. */
export const HUGE_AMOUNTS: (number | string)[] = [
  999999999.99,
  '999999999.99',
  250000.01,
  '250000.01',
  2 ** 31,
  '2147483648',
  21474836.48,
  2 ** 53 + 2,
  1e21,
  '1e21',
];
export const hugeAmount = fc.constantFrom(...HUGE_AMOUNTS);

/** Any value of the wrong kind for a field: this is what replaces one field of a valid body. */
export const badValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: trickyString },
  { weight: 3, arbitrary: nastyString() },
  { weight: 2, arbitrary: awkwardNumber },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}, [null], { '': '' }) },
  { weight: 1, arbitrary: hugeString },
  { weight: 1, arbitrary: deepValue },
  { weight: 1, arbitrary: extremeDate },
  { weight: 1, arbitrary: hugeAmount },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3, stringUnit: nastyChar }) },
);

/** A whole random JSON document, of any shape. */
export const randomJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 4, stringUnit: nastyChar }),
  fc.dictionary(fc.oneof(trickyString, nastyString(12)), badValue, { maxKeys: 8 }),
  badValue,
);

/** Raw bytes that are not UTF-8: overlong forms, cut-off sequences, surrogates encoded, stray bytes. */
export const brokenUtf8 = fc
  .array(
    fc.oneof(
      fc.constantFrom(
        [0xc3, 0x28],
        [0xa0, 0xa1],
        [0xe2, 0x28, 0xa1],
        [0xf0, 0x28, 0x8c, 0xbc],
        [0xc0, 0xaf],
        [0xed, 0xa0, 0x80],
        [0xf8, 0x88, 0x80, 0x80, 0x80],
        [0xff],
        [0xfe, 0xff],
        [0xe2, 0x82],
        [0x00],
      ),
      fc.uint8Array({ minLength: 1, maxLength: 8 }).map((bytes) => [...bytes]),
      fc.string({ unit: 'grapheme-ascii', maxLength: 8 }).map((text) => [...Buffer.from(text)]),
    ),
    { minLength: 1, maxLength: 8 },
  )
  .map((pieces) => pieces.flat());

/** Texts that are not JSON, or JSON a careless parser mishandles. */
export const notJsonText = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '{',
    '}',
    '[',
    '{"a":',
    '{"a" 1}',
    "{'a': 1}",
    '{a: 1}',
    '[1,]',
    '{"a":1,}',
    'NaN',
    'undefined',
    '01',
    '1e99999',
    '"\\u12"',
    '"\\ud800"',
    '"\\x41"',
    '\ufeff{}',
    '{"__proto__": {"isAdmin": true}}',
    '{"constructor": {"prototype": {"isAdmin": true}}}',
    '{"a":1,"a":2}',
    'null',
    'true',
    '"text"',
    '0',
    '['.repeat(5000),
    '{"a":'.repeat(3000),
  ),
  nastyString(200),
);

/** A path segment as sent on the wire: percent-encoded text, broken escapes or raw bytes. */
export const oddSegment = fc.oneof(
  { weight: 3, arbitrary: nastyString().map((text) => encodeURIComponent(safeForEncoding(text))) },
  { weight: 2, arbitrary: trickyString.map((text) => encodeURIComponent(safeForEncoding(text))) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '0',
      '-1',
      '1.5',
      '1e3',
      '01',
      '+1',
      '0x1',
      '2147483648',
      '99999999999999999999',
      '%20',
      '%00',
      '%2F',
      '%2f..',
      '..',
      '.',
      '%2e%2e',
      '%',
      '%G0',
      '%E0%A4%A',
      '%C0%AF',
      '%FF',
      '%ED%A0%80',
      '%u0041',
      ';',
      ';a=b',
      '~',
    ),
  },
  { weight: 1, arbitrary: fc.uint8Array({ minLength: 1, maxLength: 6 }).map(rawBytesInTarget) },
  { weight: 1, arbitrary: fc.integer({ min: 200, max: 3_000 }).map((n) => 'a'.repeat(n)) },
  { weight: 1, arbitrary: fc.oneof(extremeDate, hugeAmount).map((value) => encodeURIComponent(value)) },
);

/** Lone surrogates cannot be percent-encoded (the encoder throws): they become U+FFFD. */
export function safeForEncoding(text: string): string {
  return text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
}

/** Bytes that HTTP does allow in a request target without escaping are sent raw, the rest escaped. */
function rawBytesInTarget(bytes: Uint8Array): string {
  return [...bytes]
    .map((byte) =>
      byte > 0x20 && byte !== 0x7f && byte !== 0x23 && byte !== 0x3f
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).padStart(2, '0')}`,
    )
    .join('');
}

/** A query string: odd names and values, repeated keys, brackets, broken escapes. */
export const oddQuery = fc
  .array(
    fc.tuple(
      fc.oneof(
        fc.oneof(trickyString, nastyString(10)).map(encoded),
        fc.constantFrom(
          'status',
          'sessionId',
          'email',
          'orderNumber',
          'a[b]',
          'a[]',
          'q',
          'sort',
          'category',
          'index',
          '_data',
          '__proto__',
        ),
      ),
      fc.oneof(fc.oneof(trickyString, nastyString()).map(encoded), oddSegment),
    ),
    { maxLength: 5 },
  )
  .map((pairs) => pairs.map(([name, value]) => `${name}=${value}`).join('&'));

function encoded(text: string): string {
  return encodeURIComponent(safeForEncoding(text));
}
