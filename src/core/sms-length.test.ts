import { describe, expect, it } from 'vitest';
import { isGsm7, plainSmsText, smsSegments, smsUnits } from './sms-length';

describe('SMS length', () => {
  it('counts GSM-7 texts to 160 in one segment and 153 a segment after', () => {
    expect(smsSegments('a'.repeat(160))).toBe(1);
    expect(smsSegments('a'.repeat(161))).toBe(2);
    expect(smsSegments('a'.repeat(306))).toBe(2);
    expect(smsSegments('a'.repeat(307))).toBe(3);
  });

  it('counts the extension characters twice', () => {
    expect(smsUnits('€[]')).toEqual({ encoding: 'gsm7', units: 6 });
    expect(smsSegments(`${'a'.repeat(159)}€`)).toBe(2);
  });

  it('turns the whole text into UCS-2 for one character outside GSM-7: 70, then 67 a segment', () => {
    expect(isGsm7('Order HM-AB12 for KES 1,500 @ Karen')).toBe(true);
    expect(isGsm7('It’s here')).toBe(false);
    expect(smsSegments(`’${'a'.repeat(69)}`)).toBe(1);
    expect(smsSegments(`’${'a'.repeat(70)}`)).toBe(2);
    expect(smsSegments(`’${'a'.repeat(134)}`)).toBe(3);
  });

  it('makes typographic quotes, dashes and spaces plain', () => {
    expect(plainSmsText('“G4S” ref – 12…')).toBe('"G4S" ref - 12...');
    expect(isGsm7(plainSmsText('It’s on its way — ref 12\u00a0345'))).toBe(true);
  });
});
