import { describe, expect, it } from 'vitest';
import { normalizeMpesaPhone, toDarajaMsisdn } from './phone';

const invalid = {
  ok: false,
  title: 'Invalid Phone Number',
  message: 'Please enter a valid M-Pesa phone number',
};

describe('normalizeMpesaPhone', () => {
  it.each([
    ['254712345678', '0712345678'],
    ['254112345678', '0112345678'],
    ['712345678', '0712345678'],
    ['112345678', '0112345678'],
    ['0712345678', '0712345678'],
    ['0112345678', '0112345678'],
    ['0712 345 678', '0712345678'],
    ['+254 712 345 678', '0712345678'],
    ['+254-712-345-678', '0712345678'],
    [' 0712-345-678 ', '0712345678'],
  ])('reads %j as %s', (input, phone) => {
    expect(normalizeMpesaPhone(input)).toEqual({ ok: true, phone });
  });

  it.each([
    '',
    '07123',
    '071234567',
    '71234567',
    '+254 7123',
    'abc',
    '07123456789',
    '0812345678',
    '25471234567890',
  ])('rejects %j', (input) => {
    expect(normalizeMpesaPhone(input)).toEqual(invalid);
  });
});

describe('toDarajaMsisdn', () => {
  it('writes the international form Daraja wants', () => {
    expect(toDarajaMsisdn('0712345678')).toBe('254712345678');
    expect(toDarajaMsisdn('0112345678')).toBe('254112345678');
    expect(toDarajaMsisdn('+254 712 345 678')).toBe('254712345678');
    expect(toDarajaMsisdn('254708374149')).toBe('254708374149');
  });

  it('throws on a number that is not valid', () => {
    expect(() => toDarajaMsisdn('123')).toThrow('Please enter a valid M-Pesa phone number');
  });
});
