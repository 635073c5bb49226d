import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  DEFAULT_MAIN_COLOUR,
  hoverShade,
  MIN_CONTRAST,
  normaliseHexColour,
  tooLightMessage,
  weakestContrast,
} from './brand-colour';

describe('the main colour', () => {
  it('is read as #rrggbb from the ways people write hex colours', () => {
    expect(normaliseHexColour(' #1A5C3E ')).toBe('#1a5c3e');
    expect(normaliseHexColour('1a5c3e')).toBe('#1a5c3e');
    expect(normaliseHexColour('#15c')).toBe('#1155cc');
    for (const bad of ['green', '#12345', '#1234567', 'rgb(0,0,0)', '#ggg000', '']) {
      expect(normaliseHexColour(bad)).toBeNull();
    }
  });

  it("measures contrast as WCAG does: black on white 21:1, SPEC's brown on the page over 4.5:1", () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(weakestContrast(DEFAULT_MAIN_COLOUR)).toBeGreaterThan(6.5);
    expect(weakestContrast('#1a5c3e')).toBeGreaterThanOrEqual(MIN_CONTRAST);
    expect(weakestContrast('#e3c27a')).toBeLessThan(MIN_CONTRAST);
  });

  it('says how far a light colour falls short', () => {
    expect(tooLightMessage('#e3c27a')).toBe(
      "Main colour #e3c27a is too light: white text on it, and links in it on the pages' light colours, need a contrast of at least 4.5:1 and it has 1.3:1. Choose a darker colour.",
    );
  });

  it("darkens for the hover shade as app.css's earth-800 is to earth-700", () => {
    expect(hoverShade('#6b4226')).toBe('#56351e');
    expect(hoverShade('#000000')).toBe('#000000');
    expect(weakestContrast(hoverShade('#1a5c3e'))).toBeGreaterThan(weakestContrast('#1a5c3e'));
  });
});
