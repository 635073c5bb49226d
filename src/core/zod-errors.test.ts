import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { NOT_AN_OBJECT, parseInput, zodErrorBody } from './zod-errors';

const schema = z
  .object({
    name: z
      .string()
      .min(2, 'Name is short')
      .regex(/^[a-z]+$/, 'Lower case only'),
    lines: z.array(z.object({ quantity: z.number().min(1, 'At least 1') })),
  })
  .strict();

function bodyFor(input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a failure');
  return zodErrorBody(result.error);
}

describe('zodErrorBody', () => {
  it('keeps the first message per field and leads with the first field', () => {
    expect(bodyFor({ name: 'A', lines: [{ quantity: 0 }] })).toEqual({
      message: 'Name is short',
      errors: { name: 'Name is short', 'lines.0.quantity': 'At least 1' },
    });
  });

  it('names unknown keys, including awkward ones', () => {
    const body = bodyFor(JSON.parse('{"name":"ab","lines":[],"__proto__":1,"x":2}'));
    expect(body.errors).toEqual(
      JSON.parse('{"__proto__":"Unknown field \\"__proto__\\"","x":"Unknown field \\"x\\""}'),
    );
    expect(Object.keys(body.errors)).toEqual(['__proto__', 'x']);
    expect(body.message).toBe('Unknown field "__proto__"');
  });

  it('says that a body which is no object must be one', () => {
    for (const body of ['not an object', null, [], 0, true]) {
      expect(bodyFor(body)).toEqual({ message: NOT_AN_OBJECT, errors: {} });
    }
  });

  it("says 'Invalid request' when no field is to blame", () => {
    const list = z.array(z.string()).min(1);
    expect(zodErrorBody(list.safeParse([]).error!)).toEqual({ message: 'Invalid request', errors: {} });
  });

  it('says what a rule about the whole body asks for', () => {
    const atLeastOne = z
      .object({ a: z.string().optional() })
      .refine((value) => value.a !== undefined, 'Send at least one field');
    expect(zodErrorBody(atLeastOne.safeParse({}).error!)).toEqual({
      message: 'Send at least one field',
      errors: {},
    });
  });
});

describe('parseInput', () => {
  it('returns the data or the error body', () => {
    expect(parseInput(schema, { name: 'ab', lines: [] })).toEqual({
      ok: true,
      data: { name: 'ab', lines: [] },
    });
    expect(parseInput(schema, { name: 'ab' })).toMatchObject({
      ok: false,
      body: { message: expect.any(String) },
    });
  });
});
