// Where the generated pictures live and how pages ask for them. Pure: the image generator
// (scripts/generate-images.ts) writes to exactly these paths, and pages in the browser and on the
// server build <img> attributes from them, so the two can never disagree.

/** An <img>'s attributes: `src` is the fallback, `srcSet` lists every width. */
export interface ResponsiveImage {
  src: string;
  srcSet: string;
  sizes?: string;
  width: number;
  height: number;
}

/** URL prefix of everything the generator writes (public/generated on disk, git-ignored). */
export const GENERATED_BASE = '/generated';

export const PRODUCT_IMAGE_WIDTHS = [400, 800, 1200] as const;
/** The width used as `src` and stored in the database. */
export const PRODUCT_IMAGE_DEFAULT_WIDTH = 800;
// Cards sit three or four to a row on wide screens, two on tablets, one on phones.
export const PRODUCT_IMAGE_SIZES = '(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw';

export const HERO_COUNT = 7;
export const HERO_IMAGE_WIDTHS = [800, 1600] as const;
export const HERO_ASPECT = { width: 16, height: 9 } as const;

export const PORTRAIT_COUNT = 3;
export const PORTRAIT_SIZE = 240;

/** The brand files: SVGs are committed under public/brand, the rest are generated. */
export const BRAND_IMAGES = {
  logo: '/brand/logo.svg',
  logoOnDark: '/brand/logo-on-dark.svg',
  icon: '/brand/icon.svg',
  ogImage: `${GENERATED_BASE}/og-default.png`,
  ogImageWebp: `${GENERATED_BASE}/og-default.webp`,
  icon192: `${GENERATED_BASE}/icons/icon-192.png`,
  icon512: `${GENERATED_BASE}/icons/icon-512.png`,
  appleTouchIcon: `${GENERATED_BASE}/icons/apple-touch-icon.png`,
  favicon32: `${GENERATED_BASE}/icons/favicon-32.png`,
} as const;

/** Intrinsic sizes of the brand pictures, for width and height attributes. */
export const LOGO_SIZE = { width: 468, height: 96 } as const;
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

const srcSet = (widths: readonly number[], path: (width: number) => string) =>
  widths.map((w) => `${path(w)} ${w}w`).join(', ');

/** URL prefix of product pictures uploaded in the console (DATA_DIR/uploads on disk, never in the build). */
export const UPLOADS_BASE = '/uploads';

/** An uploaded picture's file name: its content hash, then the width, so a name never changes meaning. */
export const UPLOADED_IMAGE_FILE = /^[0-9a-f]{32}-(400|800|1200)\.webp$/;

export function uploadedImagePath(hash: string, width: number): string {
  return `${UPLOADS_BASE}/products/${hash}-${width}.webp`;
}

// Seed and uploaded pictures alike are stored at their default width, with the other widths beside them.
const DEFAULT_WIDTH_SUFFIX = new RegExp(`-${PRODUCT_IMAGE_DEFAULT_WIDTH}\\.webp$`);

/** A stored gallery path at another width; a path the shop did not make has no others and stays as it is. */
export function galleryImageAt(path: string, width: number): string {
  return DEFAULT_WIDTH_SUFFIX.test(path) ? path.replace(DEFAULT_WIDTH_SUFFIX, `-${width}.webp`) : path;
}

/** <img> attributes for a stored gallery path: every width when the shop made it, else the path alone. */
export function galleryImage(path: string, sizes: string = PRODUCT_IMAGE_SIZES): ResponsiveImage {
  const size = PRODUCT_IMAGE_DEFAULT_WIDTH;
  return {
    src: path,
    srcSet: DEFAULT_WIDTH_SUFFIX.test(path)
      ? srcSet(PRODUCT_IMAGE_WIDTHS, (w) => galleryImageAt(path, w))
      : `${path} ${size}w`,
    sizes,
    width: size,
    height: size,
  };
}

export function productImagePath(slug: string, width: number): string {
  return `${GENERATED_BASE}/products/${encodeURIComponent(slug)}-${width}.webp`;
}

export function productImage(slug: string, sizes: string = PRODUCT_IMAGE_SIZES): ResponsiveImage {
  const size = PRODUCT_IMAGE_DEFAULT_WIDTH;
  return {
    src: productImagePath(slug, size),
    srcSet: srcSet(PRODUCT_IMAGE_WIDTHS, (w) => productImagePath(slug, w)),
    sizes,
    width: size,
    height: size,
  };
}

/** The gallery stored on a product row: one square picture per product, at the default width. */
export function productImagePaths(slug: string): string[] {
  return [productImagePath(slug, PRODUCT_IMAGE_DEFAULT_WIDTH)];
}

function checkNumber(kind: string, n: number, count: number): void {
  if (!Number.isInteger(n) || n < 1 || n > count)
    throw new RangeError(`${kind} ${n} does not exist; they run 1 to ${count}.`);
}

export function heroImagePath(n: number, width: number): string {
  checkNumber('Hero', n, HERO_COUNT);
  return `${GENERATED_BASE}/hero/hero-${n}-${width}.webp`;
}

/** Hero `n` (1 to HERO_COUNT), full-bleed across the viewport. */
export function heroImage(n: number): ResponsiveImage {
  const width = HERO_IMAGE_WIDTHS[HERO_IMAGE_WIDTHS.length - 1]!;
  return {
    src: heroImagePath(n, width),
    srcSet: srcSet(HERO_IMAGE_WIDTHS, (w) => heroImagePath(n, w)),
    sizes: '100vw',
    width,
    height: (width * HERO_ASPECT.height) / HERO_ASPECT.width,
  };
}

export function portraitImagePath(n: number): string {
  checkNumber('Portrait', n, PORTRAIT_COUNT);
  return `${GENERATED_BASE}/people/portrait-${n}.webp`;
}

/** Testimonial portrait `n` (1 to PORTRAIT_COUNT): one square size, shown at 240 px or less. */
export function portraitImage(n: number): ResponsiveImage {
  const src = portraitImagePath(n);
  return { src, srcSet: `${src} ${PORTRAIT_SIZE}w`, width: PORTRAIT_SIZE, height: PORTRAIT_SIZE };
}
