import { describe, expect, it } from 'vitest';
import { isGsm7 } from './sms-length';
import { smsShopName } from './sms-shop-name';

describe("the shop's name in a text", () => {
  it('stays as it is when it is GSM-7 already, accents included', () => {
    expect(smsShopName('Café Shea & Co.')).toBe('Café Shea & Co.');
  });

  it('makes typography plain and drops what GSM-7 cannot carry', () => {
    const name = smsShopName('Mama’s ✨ Shea');
    expect(name).toBe("Mama's Shea");
    expect(isGsm7(name)).toBe(true);
  });

  it('keeps a name written wholly in another script, which only UCS-2 can carry', () => {
    expect(smsShopName('ሺያ ቅቤ')).toBe('ሺያ ቅቤ');
  });
});
