import { describe, expect, it } from 'vitest';
import { pageCount, pageNumber, pageNumbersAround, pageOffset } from './paging';

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

describe('pageNumbersAround', () => {
  it('lists every page of a short list', () => {
    expect(pageNumbersAround(1, 1)).toEqual([1]);
    expect(pageNumbersAround(2, 3)).toEqual([1, 2, 3]);
    expect(pageNumbersAround(1, 4)).toEqual([1, 2, 3, 4]);
  });

  it('keeps the ends and the neighbours of the current page, with gaps between', () => {
    expect(pageNumbersAround(1, 167)).toEqual([1, 2, null, 167]);
    expect(pageNumbersAround(50, 167)).toEqual([1, null, 49, 50, 51, null, 167]);
    expect(pageNumbersAround(167, 167)).toEqual([1, null, 166, 167]);
  });

  it('shows a single missing page rather than a gap', () => {
    expect(pageNumbersAround(4, 10)).toEqual([1, 2, 3, 4, 5, null, 10]);
    expect(pageNumbersAround(7, 10)).toEqual([1, null, 6, 7, 8, 9, 10]);
  });
});
