import { describe, expect, it } from 'vitest';
import { countDigits, emailField, phoneField, textField } from './form-fields';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('emailField', () => {
  it('trims and lower-cases a valid address', () => {
    expect(emailField().parse('  Jane.Doe@Example.COM ')).toBe('jane.doe@example.com');
  });

  it.each([undefined, '', 'jane', 'jane@', '@mail.com', 'jane@mail', 'ja ne@mail.com', 42])(
    'rejects %j',
    (value) => {
      expect(firstMessage(emailField().safeParse(value))).toBe('Invalid email address');
    },
  );

  it('rejects absurdly long addresses', () => {
    expect(emailField().safeParse(`${'a'.repeat(250)}@mail.com`).success).toBe(false);
  });
});

describe('textField', () => {
  const name = textField(2, 'too short', 5, 'too long');
  it('trims, then checks the length', () => {
    expect(name.parse('  Jo  ')).toBe('Jo');
    expect(firstMessage(name.safeParse(' J '))).toBe('too short');
    expect(firstMessage(name.safeParse('Johnny'))).toBe('too long');
    expect(firstMessage(name.safeParse(undefined))).toBe('too short');
  });
});

describe('phoneField', () => {
  it('accepts numbers written with spaces, plus, dashes and brackets', () => {
    expect(phoneField().parse(' +254 712-345-678 ')).toBe('+254 712-345-678');
    expect(phoneField().parse('(0712) 345678')).toBe('(0712) 345678');
  });

  it('counts digits, not characters', () => {
    expect(firstMessage(phoneField().safeParse('071 234 567'))).toBe(
      'Phone number must be at least 10 digits',
    );
    expect(firstMessage(phoneField().safeParse('abcdefghijk'))).toBe(
      'Phone number must be at least 10 digits',
    );
    expect(firstMessage(phoneField().safeParse(undefined))).toBe('Phone number must be at least 10 digits');
    expect(countDigits('+254 (7) 1-2')).toBe(6);
  });

  it('refuses letters and overlong input', () => {
    expect(firstMessage(phoneField().safeParse('0712345678 ext 5'))).toMatch(/only digits/);
    expect(phoneField().safeParse('1'.repeat(31)).success).toBe(false);
  });
});
