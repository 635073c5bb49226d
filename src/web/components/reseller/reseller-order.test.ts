import { describe, expect, it } from 'vitest';
import { isPending, statusBadgeClasses, type ResellerOrder } from './reseller-order';

describe('statusBadgeClasses', () => {
  it('gives each status SPEC §4’s colour, and grey to any other', () => {
    expect(statusBadgeClasses('pending')).toContain('bg-yellow-100');
    expect(statusBadgeClasses('confirmed')).toContain('bg-blue-100');
    expect(statusBadgeClasses('processing')).toContain('bg-orange-100');
    expect(statusBadgeClasses('shipped')).toContain('bg-purple-100');
    expect(statusBadgeClasses('delivered')).toContain('bg-green-100');
    expect(statusBadgeClasses('cancelled')).toContain('bg-gray-100');
    expect(statusBadgeClasses('anything-else')).toContain('bg-gray-100');
  });
});

describe('isPending', () => {
  const order = (status: string): ResellerOrder => ({
    orderNumber: 'HM-AAAA2222',
    createdAt: '2026-11-23T10:00:00.000Z',
    status,
    notes: null,
    totalCents: 105000,
    items: [],
  });

  it('counts only orders still pending for the Pending Orders tile', () => {
    expect(isPending(order('pending'))).toBe(true);
    expect(isPending(order('confirmed'))).toBe(false);
  });
});
