import { describe, expect, it } from 'vitest';
import { statusBadgeClasses, taxInvoiceBadgeClasses } from './status-badge-classes';

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

  it('gives a tax invoice waiting yellow, issued green and failed red', () => {
    expect(taxInvoiceBadgeClasses('pending')).toContain('bg-yellow-100');
    expect(taxInvoiceBadgeClasses('issued')).toContain('bg-green-100');
    expect(taxInvoiceBadgeClasses('failed')).toContain('bg-red-100');
  });
});
