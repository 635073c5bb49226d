import { describe, expect, it } from 'vitest';
import { isTextable, maskPhone, toInternationalPhone } from './sms-phone';

describe('toInternationalPhone', () => {
  it('puts Kenyan numbers as people write them in international form', () => {
    for (const input of ['0712345678', '0712 345 678', '712345678', '254712345678', '+254 712-345-678']) {
      expect(toInternationalPhone(input)).toBe('+254712345678');
    }
    expect(toInternationalPhone('0110 123456')).toBe('+254110123456');
  });

  it('keeps the country code of a number written with +', () => {
    expect(toInternationalPhone('+256 772 123456')).toBe('+256772123456');
    expect(toInternationalPhone('+44 (20) 7946 0018')).toBe('+442079460018');
  });
});

describe('isTextable', () => {
  it('takes a number however written when its country code is one of the shop’s', () => {
    for (const phone of ['0712 345 678', '712345678', '+254 712 345 678', '254712345678']) {
      expect(isTextable(phone, ['254'])).toBe(true);
    }
    expect(isTextable('+255 712 345 678', ['254', '255'])).toBe(true);
  });

  it('refuses any other country, an international network (+882) too', () => {
    for (const phone of ['+882 1234 567890', '+255 712 345 678', '255712345678', '+44 20 7946 0018']) {
      expect(isTextable(phone, ['254'])).toBe(false);
    }
  });
});

describe('maskPhone', () => {
  it('shows the country code and the last three digits only', () => {
    expect(maskPhone('+254712345678')).toBe('+254******678');
    expect(maskPhone('12345')).toBe('*****');
  });
});
