import { describe, expect, it } from 'vitest';
import { discountCreateSchema, discountFormInput } from './discount-schema';

function form(fields: [string, string][]): FormData {
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  return data;
}

describe("the console's new-code form", () => {
  it('reads trimmed text, local dates in Nairobi time, and every ticked product and category', () => {
    const input = discountFormInput(
      form([
        ['code', '  SHEA10 '],
        ['kind', 'percent'],
        ['value', ' 10 '],
        ['minSubtotalKes', ''],
        ['startsAt', '2026-12-01T09:00'],
        ['endsAt', ''],
        ['maxUses', '5'],
        ['maxUsesPerCustomer', ''],
        ['appliesTo', 'retail'],
        ['productIds', '3'],
        ['productIds', '7'],
        ['categories', 'hair-care'],
      ]),
    );
    expect(input).toMatchObject({
      code: 'SHEA10',
      value: '10',
      startsAt: '2026-12-01T06:00:00.000Z',
      endsAt: null,
      productIds: ['3', '7'],
      categories: ['hair-care'],
    });
    const parsed = discountCreateSchema.safeParse(input);
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({ maxUses: 5, maxUsesPerCustomer: null, minSubtotalCents: 0 });
  });

  it('leaves an unticked list empty and a missing field absent, for the schema to refuse', () => {
    const input = discountFormInput(form([['kind', 'fixed']]));
    expect(input).toMatchObject({ code: undefined, productIds: [], categories: [], startsAt: null });
    expect(discountCreateSchema.safeParse(input).success).toBe(false);
  });
});

const VALUE_FORMAT = 'The value must be a number, e.g. 10 or 250.50';
const valueMessages = (kind: string, value: unknown) =>
  discountCreateSchema
    .safeParse({ code: 'VALUE1', kind, value })
    .error?.issues.filter((issue) => issue.path[0] === 'value')
    .map((issue) => issue.message);

describe("a code's value", () => {
  it.each([
    ['fixed', 250, 25_000],
    ['fixed', 250.5, 25_050],
    ['fixed', '99.99', 9_999],
    ['fixed', ' 12 ', 1_200],
    ['percent', 15, 15],
    ['percent', '100', 100],
  ])('reads %s %j as %i', (kind, value, stored) => {
    expect(discountCreateSchema.parse({ code: 'VALUE1', kind, value }).value).toBe(stored);
  });

  it.each([
    ['0x10', [VALUE_FORMAT]],
    ['1e3', [VALUE_FORMAT]],
    ['-5', [VALUE_FORMAT]],
    ['12,50', [VALUE_FORMAT]],
    [true, [VALUE_FORMAT]],
    [{}, [VALUE_FORMAT]],
    [Number.NaN, [VALUE_FORMAT]],
    [0.001, ['The value may have at most two decimals']],
    ['0.001', ['The value may have at most two decimals']],
    [1e-7, ['The value may have at most two decimals']],
    [0, ['The value must be more than 0']],
    [-5, ['The value must be more than 0']],
    [10_000_000.01, ['The value must be at most 10,000,000']],
  ])('refuses %j as an amount off, with one message naming the value', (value, messages) => {
    expect(valueMessages('fixed', value)).toEqual(messages);
  });

  it('needs a whole percent from 1 to 100, and an amount for a fixed code, but none for free delivery', () => {
    expect(valueMessages('percent', 12.5)).toEqual(['Percent off must be a whole number from 1 to 100']);
    expect(valueMessages('percent', 101)).toEqual(['Percent off must be a whole number from 1 to 100']);
    expect(valueMessages('percent', undefined)).toEqual(['Percent off must be a whole number from 1 to 100']);
    expect(valueMessages('fixed', '')).toEqual(['The amount off must be more than KSH 0']);
    expect(discountCreateSchema.parse({ code: 'SHIP1', kind: 'free_delivery', value: '' }).value).toBe(0);
  });

  it('reads the other numbers as strictly: limits as whole digits, the minimum subtotal as an amount', () => {
    const messagesFor = (fields: Record<string, unknown>) =>
      discountCreateSchema
        .safeParse({ code: 'LIMITS1', kind: 'percent', value: 10, ...fields })
        .error?.issues.map((issue) => `${String(issue.path[0])}: ${issue.message}`);
    expect(messagesFor({ maxUses: '0x10' })).toEqual(['maxUses: The use limit must be a whole number']);
    expect(messagesFor({ maxUsesPerCustomer: true })).toEqual([
      'maxUsesPerCustomer: The limit per customer must be a whole number',
    ]);
    expect(messagesFor({ minSubtotalKes: '1e3' })).toEqual([
      'minSubtotalKes: The minimum subtotal must be an amount in KSH',
    ]);
    expect(messagesFor({ minSubtotalKes: 0.001 })).toEqual([
      'minSubtotalKes: The minimum subtotal may have at most two decimals',
    ]);
    expect(
      discountCreateSchema.parse({
        code: 'LIMITS1',
        kind: 'percent',
        value: 10,
        maxUses: ' 5 ',
        minSubtotalKes: '1500.50',
      }),
    ).toMatchObject({ maxUses: 5, minSubtotalCents: 150_050 });
  });
});

describe("a code's start and end", () => {
  const dateMessages = (fields: Record<string, unknown>) =>
    discountCreateSchema
      .safeParse({ code: 'DATES1', kind: 'percent', value: 10, ...fields })
      .error?.issues.map((issue) => `${String(issue.path[0])}: ${issue.message}`);

  it.each([
    ['startsAt', '0000-01-01T00:00:00Z', 'The start'],
    ['startsAt', '0001-01-01T00:00:00+14:00', 'The start'],
    ['startsAt', '1999-12-31T23:59:59+03:00', 'The start'],
    ['endsAt', '0000-06-01T00:00:00Z', 'The end'],
    ['endsAt', '9999-12-31T23:59:59-14:00', 'The end'],
  ])('refuses %s %s as outside the shop’s dates', (field, value, label) => {
    expect(dateMessages({ [field]: value })).toEqual([
      `${field}: ${label} must be from 2000-01-01 to 9999-12-31`,
    ]);
  });

  it('takes the first and the last moments of those dates, in Nairobi', () => {
    const parsed = discountCreateSchema.parse({
      code: 'DATES1',
      kind: 'percent',
      value: 10,
      startsAt: '2000-01-01T00:00:00+03:00',
      endsAt: '9999-12-31T23:59:59.999+03:00',
    });
    expect(parsed.startsAt?.toISOString()).toBe('1999-12-31T21:00:00.000Z');
    expect(parsed.endsAt?.toISOString()).toBe('9999-12-31T20:59:59.999Z');
  });

  it('refuses a year-1 date typed in the console’s form the same way', () => {
    const input = discountFormInput(
      form([
        ['code', 'FORM1'],
        ['kind', 'percent'],
        ['value', '10'],
        ['startsAt', '0001-01-01T00:00'],
      ]),
    );
    expect(discountCreateSchema.safeParse(input).error?.issues.map((issue) => issue.message)).toEqual([
      'The start must be from 2000-01-01 to 9999-12-31',
    ]);
  });
});
