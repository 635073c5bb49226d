import { describe, expect, it } from 'vitest';
import { parseRatesCsv } from './rates-csv';

describe('parseRatesCsv', () => {
  it('reads CODE,rate lines, in any case, with spaces, blank lines and a header', () => {
    expect(parseRatesCsv('code,rate\nusd, 0.0075\n\n  EUR ,0.0071  \r\nUGX,29\n')).toEqual({
      ok: true,
      rates: { USD: 0.0075, EUR: 0.0071, UGX: 29 },
    });
  });

  it('takes semicolons and tabs as a spreadsheet exports them', () => {
    expect(parseRatesCsv('GBP;0.006\nJPY\t1.2')).toEqual({ ok: true, rates: { GBP: 0.006, JPY: 1.2 } });
  });

  it('accepts KES at 1 only', () => {
    expect(parseRatesCsv('KES,1\nUSD,0.0074')).toEqual({ ok: true, rates: { KES: 1, USD: 0.0074 } });
    expect(parseRatesCsv('KES,2')).toEqual({ ok: false, message: 'Line 1: the rate of KES is always 1' });
  });

  it.each([
    ['XYZ,1', "Line 1: XYZ is not one of the shop's currencies"],
    ['USD,0.0074\nEUR,abc', 'Line 2: the rate of EUR must be a number above 0'],
    ['USD,-1', 'Line 1: the rate of USD must be a number above 0'],
    ['USD,0', 'Line 1: the rate of USD must be a number above 0'],
    ['USD,', 'Line 1: the rate of USD must be a number above 0'],
    ['USD,0.0074\nUSD,0.0075', 'Line 2: USD is given twice'],
    ['USD 0.0074', 'Line 1: write one currency and its rate, as USD,0.0074'],
    ['USD,0.0074,EUR', 'Line 1: write one currency and its rate, as USD,0.0074'],
    ['', 'Paste at least one line such as USD,0.0074'],
    ['code,rate', 'Paste at least one line such as USD,0.0074'],
  ])('refuses %j: %s', (text, message) => {
    expect(parseRatesCsv(text)).toEqual({ ok: false, message });
  });
});
