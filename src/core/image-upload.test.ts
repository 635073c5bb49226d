import { describe, expect, it } from 'vitest';
import { sniffImageType } from './image-upload';

const bytes = (...values: (number | string)[]) =>
  Uint8Array.from(values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])));

describe('sniffImageType', () => {
  it('knows JPEG, PNG and WebP by their first bytes', () => {
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 'JFIF'))).toBe('jpeg');
    expect(sniffImageType(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 'IHDR'))).toBe('png');
    expect(sniffImageType(bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 '))).toBe('webp');
  });

  it('refuses other formats, even ones browsers show as images', () => {
    expect(sniffImageType(bytes('GIF89a', 1, 0, 1, 0))).toBeNull();
    expect(sniffImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageType(bytes('<?xml version="1.0"?><svg/>'))).toBeNull();
    expect(sniffImageType(bytes('BM', 0, 0, 0, 0))).toBeNull();
    // A RIFF file that is not WebP (a WAV sound).
    expect(sniffImageType(bytes('RIFF', 0x24, 0, 0, 0, 'WAVEfmt '))).toBeNull();
  });

  it('refuses text with an image name and truncated signatures', () => {
    expect(sniffImageType(bytes('hello, this is a .png file'))).toBeNull();
    expect(sniffImageType(bytes(0x89, 'PNG'))).toBeNull();
    expect(sniffImageType(bytes(0xff, 0xd8))).toBeNull();
    expect(sniffImageType(bytes('RIFF', 0, 0, 0, 0, 'WEB'))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });
});
