// Everything the generator makes, as a list of jobs: an SVG and the files to write from it. The
// paths come from src/core/images.ts, the same module pages use to ask for the pictures.

import path from 'node:path';
import {
  BRAND_IMAGES,
  HERO_COUNT,
  HERO_IMAGE_WIDTHS,
  heroImagePath,
  PORTRAIT_COUNT,
  PICTURE_FORMATS,
  PORTRAIT_SIZE,
  portraitImagePath,
  PRODUCT_IMAGE_WIDTHS,
  productImagePath,
  type ImageFormat,
} from '../../src/core/images';
import { HERO_HEIGHT, HERO_WIDTH, heroSvg } from './hero-art';
import type { ImageProduct } from './image-product';
import { iconSvg, LOGO_ON_DARK, logoSvg } from './logo';
import { OG_HEIGHT, OG_WIDTH, ogSvg } from './og-art';
import { portraitSvg } from './portrait-art';
import { productSvg } from './product-art';
import type { RasterOutput } from './render';

export interface RasterJob {
  /** Stable name in the manifest. */
  key: string;
  svg: () => string;
  outputs: RasterOutput[];
}

export interface TextFile {
  file: string;
  content: string;
}

/** Maps a site URL such as /generated/hero/hero-1-800.webp to its file under public/. */
export const fileFor = (publicDir: string, url: string) => path.join(publicDir, decodeURIComponent(url));

/** A picture's files for a <picture>: every width in every format. */
function pictureOutputs(
  widths: readonly number[],
  url: (width: number, format: ImageFormat) => string,
  heightOf: (width: number) => number,
  publicDir: string,
): RasterOutput[] {
  return widths.flatMap((width) =>
    PICTURE_FORMATS.map((format) => ({
      file: fileFor(publicDir, url(width, format)),
      width,
      height: heightOf(width),
      format,
    })),
  );
}

export function rasterJobs(publicDir: string, products: ImageProduct[]): RasterJob[] {
  const file = (url: string) => fileFor(publicDir, url);
  const jobs: RasterJob[] = products.map((product) => ({
    key: `product:${product.slug}`,
    svg: () => productSvg(product),
    outputs: pictureOutputs(
      PRODUCT_IMAGE_WIDTHS,
      (w, format) => productImagePath(product.slug, w, format),
      (w) => w,
      publicDir,
    ),
  }));
  for (let n = 1; n <= HERO_COUNT; n += 1) {
    jobs.push({
      key: `hero:${n}`,
      svg: () => heroSvg(n),
      outputs: pictureOutputs(
        HERO_IMAGE_WIDTHS,
        (w, format) => heroImagePath(n, w, format),
        (w) => (w * HERO_HEIGHT) / HERO_WIDTH,
        publicDir,
      ),
    });
  }
  for (let n = 1; n <= PORTRAIT_COUNT; n += 1) {
    jobs.push({
      key: `portrait:${n}`,
      svg: () => portraitSvg(n),
      outputs: pictureOutputs(
        [PORTRAIT_SIZE],
        (_w, format) => portraitImagePath(n, format),
        (w) => w,
        publicDir,
      ),
    });
  }
  jobs.push({
    key: 'og',
    svg: () => ogSvg(products),
    outputs: [
      { file: file(BRAND_IMAGES.ogImage), width: OG_WIDTH, height: OG_HEIGHT, format: 'png' },
      { file: file(BRAND_IMAGES.ogImageWebp), width: OG_WIDTH, height: OG_HEIGHT, format: 'webp' },
    ],
  });
  // Home-screen icons are full squares: the platforms round the corners themselves.
  const icon = (url: string, size: number): RasterOutput => ({
    file: file(url),
    width: size,
    height: size,
    format: 'png',
  });
  jobs.push({
    key: 'icons',
    svg: () => iconSvg(512, 'app'),
    outputs: [
      icon(BRAND_IMAGES.icon512, 512),
      icon(BRAND_IMAGES.icon192, 192),
      icon(BRAND_IMAGES.appleTouchIcon, 180),
    ],
  });
  jobs.push({
    key: 'icon-maskable',
    svg: () => iconSvg(512, 'maskable'),
    outputs: [icon(BRAND_IMAGES.iconMaskable512, 512)],
  });
  jobs.push({
    key: 'mail-logo',
    svg: () => logoSvg(),
    outputs: [{ file: file(BRAND_IMAGES.mailLogo), width: 468, height: 96, format: 'png', alpha: true }],
  });
  jobs.push({
    key: 'favicon',
    svg: () => iconSvg(512, 'small'),
    outputs: [{ ...icon(BRAND_IMAGES.favicon32, 32), alpha: true }],
  });
  return jobs;
}

/** The committed brand SVGs under public/brand. */
export function brandFiles(publicDir: string): TextFile[] {
  return [
    { file: fileFor(publicDir, BRAND_IMAGES.logo), content: logoSvg() },
    { file: fileFor(publicDir, BRAND_IMAGES.logoOnDark), content: logoSvg(LOGO_ON_DARK) },
    { file: fileFor(publicDir, BRAND_IMAGES.icon), content: iconSvg(512, 'small') },
  ];
}
