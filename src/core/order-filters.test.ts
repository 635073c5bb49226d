import { describe, expect, it } from 'vitest';
import { lenientOrderFilters, orderFiltersQuery, orderFiltersSchema } from './order-filters';

describe('order filters', () => {
  it('reads every filter and writes it back', () => {
    const params = new URLSearchParams(
      'kind=retail&status=pending_payment&method=pay_later&from=2026-11-01&to=2026-11-24&q=Wanjiku',
    );
    const { filters, problems } = lenientOrderFilters(params);
    expect(problems).toEqual([]);
    expect(filters).toEqual({
      kind: 'retail',
      status: 'pending_payment',
      method: 'pay_later',
      from: '2026-11-01',
      to: '2026-11-24',
      q: 'Wanjiku',
    });
    expect(new URLSearchParams(orderFiltersQuery(filters))).toEqual(params);
  });

  it('treats empty form fields as any', () => {
    expect(lenientOrderFilters(new URLSearchParams('kind=&status=&q=+'))).toEqual({
      filters: {},
      problems: [],
    });
  });

  it('refuses bad filters with messages, and a page drops just those', () => {
    const bad = { status: 'lost', from: '2026-02-30', q: 'ok' };
    const result = orderFiltersSchema.safeParse(bad);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.message)).toEqual([
      'Unknown order status',
      'From is not a real date',
    ]);
    expect(lenientOrderFilters(new URLSearchParams(bad))).toEqual({
      filters: { q: 'ok' },
      problems: ['Unknown order status', 'From is not a real date'],
    });
  });

  it('drops a date the database cannot compare with (year 0) on a page', () => {
    expect(lenientOrderFilters(new URLSearchParams('from=0000-01-01&to=2026-11-24'))).toEqual({
      filters: { to: '2026-11-24' },
      problems: ['From must be 2000-01-01 or later'],
    });
  });

  it('refuses a range that ends before it starts', () => {
    const result = orderFiltersSchema.safeParse({ from: '2026-11-24', to: '2026-11-01' });
    expect(result.error!.issues[0]).toMatchObject({ path: ['to'], message: 'From must be on or before To' });
    expect(lenientOrderFilters(new URLSearchParams('from=2026-11-24&to=2026-11-01'))).toEqual({
      filters: { from: '2026-11-24' },
      problems: ['From must be on or before To'],
    });
  });
});
