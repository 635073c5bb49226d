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
