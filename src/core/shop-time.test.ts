import { describe, expect, it } from 'vitest';
import {
  formatShopDate,
  formatShopDateTime,
  fromShopDateTimeInput,
  shopDate,
  shopDateStart,
  shopDateTimeInput,
  startOfShopDay,
  startOfShopWeek,
} from './shop-time';

describe('shop time (Nairobi, UTC+3)', () => {
  it('starts the day at midnight in Nairobi', () => {
    // 22:30 UTC on the 23rd is 01:30 on the 24th in Nairobi.
    expect(startOfShopDay(new Date('2026-11-23T22:30:00Z')).toISOString()).toBe('2026-11-23T21:00:00.000Z');
    expect(startOfShopDay(new Date('2026-11-23T20:59:00Z')).toISOString()).toBe('2026-11-22T21:00:00.000Z');
    expect(shopDate(new Date('2026-11-23T22:30:00Z'))).toBe('2026-11-24');
  });

  it('starts the week on Monday', () => {
    // Tuesday 24 November 2026.
    expect(startOfShopWeek(new Date('2026-11-24T09:00:00Z')).toISOString()).toBe('2026-11-22T21:00:00.000Z');
    // Sunday 29 November belongs to the same week.
    expect(startOfShopWeek(new Date('2026-11-29T09:00:00Z')).toISOString()).toBe('2026-11-22T21:00:00.000Z');
  });

  it('reads form dates, refusing ones that do not exist', () => {
    expect(shopDateStart('2026-11-24')?.toISOString()).toBe('2026-11-23T21:00:00.000Z');
    expect(shopDateStart('2026-02-30')).toBeNull();
    expect(shopDateStart('24/11/2026')).toBeNull();
  });

  it('formats instants in Nairobi time with am or pm', () => {
    // Morning: 03:48 UTC is 6:48 in Nairobi.
    expect(formatShopDateTime(new Date('2026-12-07T03:48:00Z'))).toBe('7 Dec 2026, 6:48 am');
    expect(formatShopDateTime('2026-12-07T07:30:00.000Z')).toBe('7 Dec 2026, 10:30 am');
    // Afternoon and evening.
    expect(formatShopDateTime(new Date('2026-11-24T11:05:00Z'))).toBe('24 Nov 2026, 2:05 pm');
    expect(formatShopDateTime(new Date('2026-11-24T20:59:00Z'))).toBe('24 Nov 2026, 11:59 pm');
    // Noon and midnight: 12 pm and 12 am, never 0:00.
    expect(formatShopDateTime(new Date('2026-11-24T09:00:00Z'))).toBe('24 Nov 2026, 12:00 pm');
    expect(formatShopDateTime(new Date('2026-11-23T21:00:00Z'))).toBe('24 Nov 2026, 12:00 am');
    // 22:30 UTC on New Year's Eve is already the next day, and year, in Nairobi.
    expect(formatShopDateTime(new Date('2026-12-31T22:30:00Z'))).toBe('1 Jan 2027, 1:30 am');
  });

  it("formats an instant's date as it is in Nairobi", () => {
    expect(formatShopDate(new Date('2026-12-07T03:48:00Z'))).toBe('7 Dec 2026');
    expect(formatShopDate('2026-12-31T22:30:00.000Z')).toBe('1 Jan 2027');
    expect(formatShopDate(new Date('2026-12-31T20:59:00Z'))).toBe('31 Dec 2026');
  });

  it('shows an instant in a date-and-time field in Nairobi time, and reads the field back', () => {
    expect(shopDateTimeInput('2026-12-01T05:00:00.000Z')).toBe('2026-12-01T08:00');
    expect(shopDateTimeInput(new Date('2026-12-31T22:30:00Z'))).toBe('2027-01-01T01:30');
    expect(fromShopDateTimeInput('2026-12-01T08:00')).toBe('2026-12-01T05:00:00.000Z');
    expect(fromShopDateTimeInput(shopDateTimeInput('2026-06-15T12:34:00.000Z'))).toBe(
      '2026-06-15T12:34:00.000Z',
    );
    // Anything else goes on as typed, for the schema to refuse.
    expect(fromShopDateTimeInput('tomorrow')).toBe('tomorrow');
    expect(fromShopDateTimeInput('2026-13-45T99:00')).toBe('2026-13-45T99:00');
  });
});
