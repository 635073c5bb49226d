import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfSafe } from './safe-text';

describe('pdfSafe', () => {
  it('keeps what WinAnsi can write, Latin-1 and typographic marks alike', () => {
    const text = 'Wanjiru’s “Shea” – 2 × 250 g, café… €5 • ©';
    expect(pdfSafe(text)).toBe(text);
  });

  it('replaces signs WinAnsi lacks with look-alikes, and odd spacing with a space', () => {
    expect(pdfSafe('−KSH 277.78')).toBe('-KSH 277.78');
    expect(pdfSafe('1\u202f000\tpieces\nand\u2009more')).toBe('1 000 pieces and more');
    expect(pdfSafe('≥ 5 → free')).toBe('>= 5 -> free');
  });

  it('drops an accent WinAnsi cannot write and marks other characters', () => {
    expect(pdfSafe('Ānanya Mbūgua')).toBe('Ananya Mbugua');
    expect(pdfSafe('Ŋugi')).toBe('?ugi');
    expect(pdfSafe('Shea 🌿 butter')).toBe('Shea ? butter');
    expect(pdfSafe('Zero\u200bwidth')).toBe('Zerowidth');
  });

  it('gives only text the standard Helvetica font can encode', async () => {
    const document = await PDFDocument.create();
    const font = await document.embedFont(StandardFonts.Helvetica);
    const hostile = 'Ā Ŋ 🌿 ≥ − 中文 ʻokina \u0000 \u202e € Ÿ ž ™ ×';
    expect(() => font.encodeText(pdfSafe(hostile))).not.toThrow();
    expect(() => font.encodeText(hostile)).toThrow();
    // Everything pdfSafe keeps, the font writes: all of Latin-1 and WinAnsi's extras.
    const kept = Array.from({ length: 0x2200 }, (_, code) => String.fromCodePoint(code))
      .filter((char) => pdfSafe(char) === char)
      .join('');
    expect(kept.length).toBe(95 + 96 + 27);
    expect(() => font.encodeText(kept)).not.toThrow();
  });
});
