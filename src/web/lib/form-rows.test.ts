import { describe, expect, it } from 'vitest';
import { applyMove, formText, moveWithin, numberField, rowIndexes } from './form-rows';

describe('applyMove and numberField', () => {
  it('moves within the list only', () => {
    expect(applyMove(['a', 'b', 'c'], '2:up')).toEqual(['a', 'c', 'b']);
    expect(applyMove(['a', 'b', 'c'], '0:down')).toEqual(['b', 'a', 'c']);
    expect(applyMove(['a', 'b'], '0:up')).toEqual(['a', 'b']);
    expect(applyMove(['a', 'b'], '1:down')).toEqual(['a', 'b']);
    expect(applyMove(['a', 'b'], '7:up')).toEqual(['a', 'b']);
    expect(applyMove(['a', 'b'], 'junk')).toEqual(['a', 'b']);
  });

  it('turns numbers into numbers and leaves the rest as typed', () => {
    expect(numberField('3,000')).toBe(3000);
    expect(numberField(' 12.5 ')).toBe(12.5);
    expect(numberField('')).toBe('');
    expect(numberField('ten')).toBe('ten');
  });

  it('gives each list of a form only the moves named for it', () => {
    expect(moveWithin('faq.groups', 'faq.groups:1:up')).toBe('1:up');
    expect(moveWithin('faq.groups', 'faq.groups.0.items:1:up')).toBeNull();
    expect(moveWithin('faq.groups.0.items', 'faq.groups.0.items:1:up')).toBe('1:up');
    expect(moveWithin('hero', null)).toBeNull();
  });

  it('reads the indexes of a list of rows in order, and a missing field as empty', () => {
    const form = new FormData();
    form.append('hero.10.alt', 'x');
    form.append('hero.2.alt', 'y');
    form.append('hero.2.image', 'z');
    form.append('heroes.3.alt', 'not this list');
    expect(rowIndexes(form, 'hero', 'alt')).toEqual([2, 10]);
    expect(formText(form, 'hero.2.alt')).toBe('y');
    expect(formText(form, 'hero.4.alt')).toBe('');
  });
});
