import { describe, expect, it } from 'vitest';
import { isPending, type ResellerOrder } from './reseller-order';

describe('isPending', () => {
  const order = (status: string): ResellerOrder => ({
    orderNumber: 'HM-AAAA2222',
    createdAt: '2026-11-23T10:00:00.000Z',
    status,
    notes: null,
    totalCents: 105000,
    items: [],
    invoice: null,
  });

  it('counts only orders still pending for the Pending Orders tile', () => {
    expect(isPending(order('pending'))).toBe(true);
    expect(isPending(order('confirmed'))).toBe(false);
  });
});
