// Turns SVG into raster files with sharp. Each SVG is rasterised once, at its largest output,
// then scaled down for the smaller widths, which is both faster and sharper than re-rendering.

import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { AVIF_OPTIONS, WEBP_OPTIONS } from '../../src/core/image-encoding';

// One libvips thread per job: the generator runs two jobs at once, to use two cores.
sharp.concurrency(1);
sharp.cache(false);

export interface RasterOutput {
  /** File path on disk. */
  file: string;
  width: number;
  height: number;
  format: 'avif' | 'webp' | 'png';
  /** Keep transparency (the rounded app icons); everything else is opaque and drops the alpha channel. */
  alpha?: boolean;
}

/** Bump when the rendering changes, so every picture is made again (encoder settings are in the hash). */
export const RENDER_VERSION = 2;

/** The width the SVG declares, so it can be rasterised at the density its largest output needs. */
function svgWidth(svg: string): number {
  const match = /<svg[^>]*\swidth="([\d.]+)"/.exec(svg);
  if (!match) throw new Error('SVG has no width attribute');
  return Number(match[1]);
}

function encode(image: sharp.Sharp, format: RasterOutput['format']): sharp.Sharp {
  if (format === 'avif') return image.avif(AVIF_OPTIONS);
  if (format === 'webp') return image.webp(WEBP_OPTIONS);
  return image.png({ compressionLevel: 9, palette: false });
}

export async function renderSvg(svg: string, outputs: RasterOutput[]): Promise<void> {
  const largest = outputs.reduce((a, b) => (b.width > a.width ? b : a));
  const density = Math.max(72, (72 * largest.width) / svgWidth(svg));
  const { data, info } = await sharp(Buffer.from(svg), { density })
    .resize(largest.width, largest.height, { fit: 'fill' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  for (const output of outputs) {
    await mkdir(path.dirname(output.file), { recursive: true });
    let image = sharp(data, { raw });
    if (!output.alpha) image = image.removeAlpha();
    if (output.width !== info.width || output.height !== info.height) {
      image = image.resize(output.width, output.height, { fit: 'fill', kernel: 'lanczos3' });
    }
    await encode(image, output.format).toFile(output.file);
  }
}
