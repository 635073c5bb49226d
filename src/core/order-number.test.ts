import { describe, expect, it } from 'vitest';
import { normaliseOrderNumber, ORDER_NUMBER_PATTERN } from './order-number';

describe('normaliseOrderNumber', () => {
  it('upper-cases and trims an order number as typed', () => {
    expect(normaliseOrderNumber('  hm-7k2m9qxd \n')).toBe('HM-7K2M9QXD');
  });

  it('leaves a stored order number as it is', () => {
    expect(normaliseOrderNumber('HM-7K2M9QXD')).toBe('HM-7K2M9QXD');
  });

  it('gives a typed number the shape of an issued one', () => {
    expect(normaliseOrderNumber(' hm-7k2m9qxd')).toMatch(ORDER_NUMBER_PATTERN);
  });

  it('does not repair what is not an order number', () => {
    expect(normaliseOrderNumber('hm 7k2m9qxd')).not.toMatch(ORDER_NUMBER_PATTERN);
  });
});
