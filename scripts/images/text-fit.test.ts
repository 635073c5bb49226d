import { describe, expect, it } from 'vitest';
import { fitText, measure } from './text-fit';

describe('fitText', () => {
  it('wraps a long name into balanced lines that fit the box', () => {
    const box = { width: 300, height: 120 };
    const fitted = fitText('Whipped Shea Body Butter', box, { maxSize: 60, minSize: 12, font: 'serif' });
    expect(fitted.lines).toEqual(['Whipped Shea', 'Body Butter']);
    for (const line of fitted.lines)
      expect(measure(line, fitted.fontSize, 'serif')).toBeLessThanOrEqual(box.width);
  });

  it('never starts a line with an ampersand', () => {
    const fitted = fitText(
      'Shea & Baobab Face Serum',
      { width: 140, height: 200 },
      { maxSize: 60, minSize: 12, font: 'serif' },
    );
    expect(fitted.lines.some((line) => line.startsWith('&'))).toBe(false);
  });
});
