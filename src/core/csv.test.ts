import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('csvCell', () => {
  it.each([
    ['=HYPERLINK("http://evil.example")', `"'=HYPERLINK(""http://evil.example"")"`],
    ['+254712345678', "'+254712345678"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
  ])('makes the formula %j plain text', (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('Shea, whipped')).toBe('"Shea, whipped"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('keeps numbers as numbers and dates as ISO text', () => {
    expect(csvCell(-150)).toBe('-150');
    expect(csvCell(1500.5)).toBe('1500.5');
    expect(csvCell(new Date('2026-11-24T08:00:00Z'))).toBe('2026-11-24T08:00:00.000Z');
    expect(csvCell(null)).toBe('');
  });
});

describe('toCsv', () => {
  it('writes a header and CRLF-ended rows', () => {
    expect(toCsv(['email', 'joined'], [['a@example.com', '2026-11-24']])).toBe(
      'email,joined\r\na@example.com,2026-11-24\r\n',
    );
  });
});
