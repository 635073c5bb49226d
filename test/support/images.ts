import { crc32 } from 'node:zlib';
import sharp from 'sharp';

export type PictureFormat = 'png' | 'jpeg' | 'webp';

/** A real picture of `size` pixels square (or `width` x `height`), in one colour, for upload tests. */
export async function picture(
  format: PictureFormat,
  {
    width = 600,
    height = width,
    colour = '#b5651d',
  }: { width?: number; height?: number; colour?: string } = {},
): Promise<Buffer> {
  const canvas = sharp({ create: { width, height, channels: 3, background: colour } });
  return canvas[format]().toBuffer();
}

/** A wordmark on a transparent background: a dark bar inside a 50 px margin a trim takes off. */
export async function wordmark(width = 1200, height = 300): Promise<Buffer> {
  const bar = await sharp({
    create: { width: width - 100, height: height - 100, channels: 4, background: '#1a5c3e' },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([{ input: bar, gravity: 'centre' }])
    .png()
    .toBuffer();
}

/** A GIF header and a pixel: a real image, of a kind the shop does not take. */
export const GIF_BYTES = Buffer.from(
  '47494638396101000100800000ffffff00000021f90401000000002c00000000010001000002024401003b',
  'hex',
);

export const SVG_BYTES = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><script>alert(1)</script></svg>',
);

/**
 * A valid PNG whose header claims `width` x `height` (CRC mended): tiny on the wire, a huge canvas
 * once decoded (a decompression bomb).
 */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await picture('png', { width: 400 }));
  // Signature (8) + IHDR length (4) + 'IHDR' (4), then width and height; the chunk's CRC follows
  // its 13 data bytes.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}
