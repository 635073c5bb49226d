import { describe, expect, it } from 'vitest';
import { lineTitle } from './line-title';

describe('lineTitle', () => {
  it('names the size beside the product', () => {
    expect(lineTitle({ name: 'Raw Shea Butter', size: '250 g' })).toBe('Raw Shea Butter (250 g)');
  });

  it('keeps the bare name of a line sold before sizes were kept', () => {
    expect(lineTitle({ name: 'Raw Shea Butter' })).toBe('Raw Shea Butter');
    expect(lineTitle({ name: 'Raw Shea Butter', size: '' })).toBe('Raw Shea Butter');
    expect(lineTitle({ name: 'Raw Shea Butter', size: null })).toBe('Raw Shea Butter');
  });
});
