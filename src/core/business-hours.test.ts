import { describe, expect, it } from 'vitest';
import { businessHoursLines } from './business-hours';

describe('businessHoursLines', () => {
  it("splits SPEC's hours into their three lines", () => {
    expect(businessHoursLines('Mon-Fri: 8:00 AM - 6:00 PM\nSat: 9:00 AM - 4:00 PM\nSun: Closed')).toEqual([
      'Mon-Fri: 8:00 AM - 6:00 PM',
      'Sat: 9:00 AM - 4:00 PM',
      'Sun: Closed',
    ]);
  });

  it('drops blank lines, spaces around lines and Windows line ends', () => {
    expect(businessHoursLines('  Every day: 7:00 - 21:00 \r\n\r\n Holidays: closed\n')).toEqual([
      'Every day: 7:00 - 21:00',
      'Holidays: closed',
    ]);
  });
});
