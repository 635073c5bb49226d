import { describe, expect, it } from 'vitest';
import { countDigits, emailField, orderNumberField, phoneField, textField } from './form-fields';

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

describe('control characters', () => {
  const CONTROL = 'Remove the control characters from this field';
  const ONE_LINE = 'This field must be one line, without tabs or line breaks';
  const name = textField(2, 'too short', 50, 'too long');
  const message = textField(2, 'too short', 50, 'too long', 'multi-line');

  it.each([
    'Ja\u0000ne',
    'Jane\u0007',
    'Ja\u001bne',
    'Ja\u007fne',
    'Ja\u0085ne',
    'Ja\u009fne',
    'Ja\ud800ne',
    'Jane\udfff',
  ])('refuses %j in single-line and multi-line text', (value) => {
    expect(firstMessage(name.safeParse(value))).toBe(CONTROL);
    expect(firstMessage(message.safeParse(value))).toBe(CONTROL);
  });

  it('says so before the length rules', () => {
    expect(firstMessage(name.safeParse('\u0000'))).toBe(CONTROL);
    expect(firstMessage(name.safeParse(`a${'\u0000'.repeat(60)}`))).toBe(CONTROL);
  });

  it.each(['Ja\tne', 'Ja\nne', 'Ja\r\nne'])('keeps %j out of single-line text only', (value) => {
    expect(firstMessage(name.safeParse(value))).toBe(ONE_LINE);
    expect(message.parse(value)).toBe(value);
  });

  it('still trims line breaks at the ends of single-line text', () => {
    expect(name.parse('\n Jane \r\n')).toBe('Jane');
  });

  it('guards emails and phone numbers too', () => {
    expect(firstMessage(emailField().safeParse('jane\u0000@mail.com'))).toBe(CONTROL);
    expect(firstMessage(emailField().safeParse('jane@mail.com\u0000'))).toBe(CONTROL);
    expect(firstMessage(phoneField().safeParse('0712345678\u0000'))).toBe(CONTROL);
    expect(firstMessage(phoneField().safeParse('0712\n345678'))).toBe(ONE_LINE);
  });

  it('leaves ordinary text alone, accents and emoji included', () => {
    expect(message.parse('Asante sana! Très bien 👍')).toBe('Asante sana! Très bien 👍');
  });
});

describe('orderNumberField', () => {
  it('trims and upper-cases', () => {
    expect(orderNumberField().parse(' hm-7k2q9x4m ')).toBe('HM-7K2Q9X4M');
  });

  it('names the field in its messages and refuses control characters', () => {
    expect(firstMessage(orderNumberField().safeParse(' '))).toBe('Order number is required');
    expect(firstMessage(orderNumberField('Order reference').safeParse('x'.repeat(41)))).toBe(
      'Order reference is too long',
    );
    expect(firstMessage(orderNumberField().safeParse('HM-\u0000'))).toBe(
      'Remove the control characters from this field',
    );
  });
});
