import { describe, expect, it } from 'vitest';
import { inlineSvg } from './inline-svg';

describe('inlineSvg', () => {
  it('keeps the viewBox and everything inside the root element', () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="468" height="96" viewBox="0 0 468 96">' +
      '<circle cx="48" cy="48" r="42"/><text x="108">HERITAGE SHEA</text></svg>\n';
    expect(inlineSvg(svg)).toEqual({
      viewBox: '0 0 468 96',
      content: '<circle cx="48" cy="48" r="42"/><text x="108">HERITAGE SHEA</text>',
    });
  });

  it('reads a document that starts with an XML declaration', () => {
    expect(inlineSvg('<?xml version="1.0"?>\n<svg viewBox="0 0 2 2"><path d="M0 0"/></svg>')).toEqual({
      viewBox: '0 0 2 2',
      content: '<path d="M0 0"/>',
    });
  });

  it('refuses text that is not one SVG document with a viewBox', () => {
    expect(() => inlineSvg('<svg width="2" height="2"></svg>')).toThrow(/viewBox/);
    expect(() => inlineSvg('<p>logo</p>')).toThrow(/viewBox/);
    expect(() => inlineSvg('<svg viewBox="0 0 2 2"></svg><svg viewBox="0 0 2 2"></svg>x')).toThrow();
  });
});
