import { describe, expect, it } from 'vitest';
import { describeDiscount, discountCents, discountRefusal, type DiscountRule } from './discounts';

const rule = (overrides: Partial<DiscountRule> = {}): DiscountRule => ({
  code: 'KARIBU',
  kind: 'percent',
  value: 10,
  minSubtotalCents: 0,
  startsAt: null,
  endsAt: null,
  appliesTo: 'both',
  productIds: null,
  categories: null,
  active: true,
  ...overrides,
});

const order = (lineCents: number[], deliveryFeeCents = 250_00) => ({
  kind: 'retail' as const,
  lines: lineCents.map((cents, i) => ({
    productId: i + 1,
    category: i === 0 ? 'Hair Care' : 'Body',
    lineTotalCents: cents,
  })),
  subtotalCents: lineCents.reduce((a, b) => a + b, 0),
  deliveryFeeCents,
});

describe('discountCents', () => {
  it('rounds a percent to the nearest cent', () => {
    expect(discountCents(rule({ value: 15 }), order([333]))).toBe(50);
  });

  it('takes a fixed amount up to the lines it reaches', () => {
    expect(
      discountCents(rule({ kind: 'fixed', value: 500_00, productIds: [1] }), order([300_00, 900_00])),
    ).toBe(300_00);
  });

  it('always leaves KSH 1 to pay, as M-Pesa takes nothing less', () => {
    expect(discountCents(rule({ value: 100 }), order([1000_00], 0))).toBe(999_00);
    expect(discountCents(rule({ value: 100 }), order([1000_00]))).toBe(1000_00);
  });

  it('takes the delivery fee for free delivery', () => {
    expect(discountCents(rule({ kind: 'free_delivery', value: 0 }), order([1000_00]))).toBe(250_00);
  });
});

describe('discountRefusal', () => {
  const now = new Date('2026-12-01T10:00:00Z');

  it('counts the end as the first moment the code no longer works', () => {
    expect(discountRefusal(rule({ endsAt: now }), order([100_00]), now)).toBe(
      'This discount code has expired',
    );
    expect(discountRefusal(rule({ startsAt: now }), order([100_00]), now)).toBeNull();
  });

  it('reaches a category or a product, and refuses a cart with neither', () => {
    expect(discountRefusal(rule({ categories: ['Hair Care'] }), order([100_00]), now)).toBeNull();
    expect(discountRefusal(rule({ categories: ['Soap'], productIds: [9] }), order([100_00]), now)).toBe(
      'This discount code does not apply to the items in your cart',
    );
  });

  it('names the minimum subtotal in shillings', () => {
    expect(discountRefusal(rule({ minSubtotalCents: 2500_00 }), order([2499_99]), now)).toBe(
      'This discount code needs a subtotal of at least KSH 2,500.00',
    );
  });
});

describe('describeDiscount', () => {
  it('reads as the shopper would say it', () => {
    expect(describeDiscount({ kind: 'percent', value: 15 })).toBe('15% off');
    expect(describeDiscount({ kind: 'fixed', value: 500_00 })).toBe('KSH 500.00 off');
    expect(describeDiscount({ kind: 'free_delivery', value: 0 })).toBe('Free delivery');
  });
});
