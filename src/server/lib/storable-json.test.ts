import { describe, expect, it } from 'vitest';
import { storableJson } from './storable-json';

describe('storableJson', () => {
  it('keeps a body the database can store as it is', () => {
    const body = { a: ['😀', 1, null, true, { é: 'ß' }], b: '' };
    expect(storableJson(body)).toEqual({ value: body, replaced: false });
  });

  it('replaces NUL and each half of a UTF-16 pair, in keys and values, and says so', () => {
    const stored = storableJson({ ['k\u0000']: ['a\ud800b', '\udc00', '\udbff\udfff', 'x\udc00\ud800y'] });
    expect(stored).toEqual({
      value: { 'k\ufffd': ['a\ufffdb', '\ufffd', '\udbff\udfff', 'x\ufffd\ufffdy'] },
      replaced: true,
    });
    expect(JSON.stringify(stored!.value)).not.toMatch(/\\u(0000|d[89a-f])/i);
  });

  it('reads 32 levels and refuses a body nested deeper, without overflowing the stack', () => {
    const nest = (depth: number) => {
      let value: unknown = 'x';
      for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
      return value;
    };
    expect(storableJson(nest(32))).not.toBeNull();
    expect(storableJson(nest(33))).toBeNull();
    expect(storableJson(nest(60_000))).toBeNull();
  });
});
