import { describe, expect, it } from 'vitest';
import { pageCount, pageNumber, pageOffset } from './paging';

describe('paging', () => {
  it('reads a page number, falling back to the first page', () => {
    expect(pageNumber('3')).toBe(3);
    expect(pageNumber('0')).toBe(1);
    expect(pageNumber('-2')).toBe(1);
    expect(pageNumber('2.5')).toBe(1);
    expect(pageNumber('1e9')).toBe(1);
    expect(pageNumber(null)).toBe(1);
  });

  it('counts pages and offsets', () => {
    expect(pageCount({ total: 0, pageSize: 25 })).toBe(1);
    expect(pageCount({ total: 51, pageSize: 25 })).toBe(3);
    expect(pageOffset(3, 25)).toBe(50);
  });
});
