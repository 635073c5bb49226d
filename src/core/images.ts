// Where the shop's pictures live and how pages ask for them. Pure: the image generator
// (scripts/generate-images.ts) and the console's uploads (src/server/services/catalogue/product-images.ts)
// write to exactly these paths, and pages in the browser and on the server build <picture>
// elements from them, so the two can never disagree.

export type ImageFormat = 'avif' | 'webp';

/**
 * Every picture is made in both formats, best first: a browser takes the first <source> whose type
 * it shows (AVIF is about 40% smaller here), and older ones fall back to the WebP <img>.
 */
export const PICTURE_FORMATS: readonly ImageFormat[] = ['avif', 'webp'];

/** What a <picture> needs: one srcset per format, the fallback, and the size that reserves its box. */
export interface Picture {
  /** The <img> fallback: WebP at the default width, the one file every picture has. */
  src: string;
  /** One `srcset` per format in PICTURE_FORMATS order; empty for a path the shop did not make. */
  sources: { type: `image/${ImageFormat}`; srcSet: string }[];
  width: number;
  height: number;
}

/** URL prefix of everything the generator writes (public/generated on disk, git-ignored). */
export const GENERATED_BASE = '/generated';

// Product slots as drawn, in CSS px at a 360 px phone and a 1440 px desktop:
//   cart, checkout, console and wholesale thumbnails 48-96; gallery thumbnails 73 and 127;
//   cards 326 (phone), 270 (catalogue) and 366 (home); the product page's main picture 328 and 544.
// At 1x and 2x screens that is 48-192, 146-254, 270-732 and 328-1088 device px, so each width
// below serves a band: 200 the small thumbnails, 400 thumbnails at 2x and cards at 1x, 800 cards
// at 2x and the main picture at 1x, 1200 the main picture at 2x and phones at 3x.
export const PRODUCT_IMAGE_WIDTHS = [200, 400, 800, 1200] as const;
/** The width used as the fallback `src` and stored in the database. */
export const PRODUCT_IMAGE_DEFAULT_WIDTH = 800;

// Phones show the hero in a 4:3 box, so its 16:9 picture is drawn a third wider than the window:
// 480 px on a 360 px phone, 960 at 2x, 961 on a 412 px phone at 1.75x; from 640 px it spans the
// window. 640 serves phones at 1x, 1024 phones at 2x and small laptops, 1600 a 1440 px desktop;
// wider or denser screens scale it up, which this soft art bears better than the build bears
// encoding a 2880 px AVIF. Each width is a multiple of 16, so the 9:16 height is whole.
export const HERO_COUNT = 7;
export const HERO_IMAGE_WIDTHS = [640, 1024, 1600] as const;
export const HERO_ASPECT = { width: 16, height: 9 } as const;

export const PORTRAIT_COUNT = 3;
/** Portraits are shown as 56 px circles: 128 covers them at 2x. */
export const PORTRAIT_SIZE = 128;

/** The brand files: SVGs are committed under public/brand, the rest are generated. */
export const BRAND_IMAGES = {
  logo: '/brand/logo.svg',
  logoOnDark: '/brand/logo-on-dark.svg',
  icon: '/brand/icon.svg',
  ogImage: `${GENERATED_BASE}/og-default.png`,
  ogImageWebp: `${GENERATED_BASE}/og-default.webp`,
  icon192: `${GENERATED_BASE}/icons/icon-192.png`,
  icon512: `${GENERATED_BASE}/icons/icon-512.png`,
  /** The home-screen icon a phone may crop to its own shape: the mark inside the middle 80%. */
  iconMaskable512: `${GENERATED_BASE}/icons/icon-maskable-512.png`,
  appleTouchIcon: `${GENERATED_BASE}/icons/apple-touch-icon.png`,
  favicon32: `${GENERATED_BASE}/icons/favicon-32.png`,
  /** The logo for mails, as PNG at twice its shown size (234 x 48): mail clients do not show SVG. */
  mailLogo: `${GENERATED_BASE}/brand/logo-mail.png`,
} as const;

/** Intrinsic sizes of the brand pictures, for width and height attributes. */
export const LOGO_SIZE = { width: 468, height: 96 } as const;
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

function pictureOf(
  widths: readonly number[],
  path: (width: number, format: ImageFormat) => string,
  size: { width: number; height: number },
  fallbackWidth: number,
): Picture {
  return {
    src: path(fallbackWidth, 'webp'),
    sources: PICTURE_FORMATS.map((format) => ({
      type: `image/${format}` as const,
      srcSet: widths.map((w) => `${path(w, format)} ${w}w`).join(', '),
    })),
    ...size,
  };
}

/** URL prefix of product pictures uploaded in the console (DATA_DIR/uploads on disk, never in the build). */
export const UPLOADS_BASE = '/uploads';

/** An uploaded picture's file name: content hash, width and format, so a name never changes meaning. */
export const UPLOADED_IMAGE_FILE = new RegExp(
  `^[0-9a-f]{32}-(${PRODUCT_IMAGE_WIDTHS.join('|')})\\.(${PICTURE_FORMATS.join('|')})$`,
);

export function uploadedImagePath(hash: string, width: number, format: ImageFormat = 'webp'): string {
  return `${UPLOADS_BASE}/products/${hash}-${width}.${format}`;
}

// Seed and uploaded pictures alike are stored as their default-width WebP, with the other widths
// and formats beside them under the same name.
const STORED_SUFFIX = new RegExp(`-${PRODUCT_IMAGE_DEFAULT_WIDTH}\\.webp$`);

/**
 * A stored gallery path at another width and format, or null for a path the shop did not make
 * (it has no others). Server and browser both call this, so a page never asks for a file that
 * the generator or the upload did not write.
 */
export function galleryImageVariant(path: string, width: number, format: ImageFormat): string | null {
  return STORED_SUFFIX.test(path) ? path.replace(STORED_SUFFIX, `-${width}.${format}`) : null;
}

/** The <picture> of a stored gallery path: every width and format if the shop made it, else the path alone. */
export function galleryPicture(path: string): Picture {
  const size = { width: PRODUCT_IMAGE_DEFAULT_WIDTH, height: PRODUCT_IMAGE_DEFAULT_WIDTH };
  if (!STORED_SUFFIX.test(path)) return { src: path, sources: [], ...size };
  return pictureOf(
    PRODUCT_IMAGE_WIDTHS,
    (w, format) => galleryImageVariant(path, w, format)!,
    size,
    PRODUCT_IMAGE_DEFAULT_WIDTH,
  );
}

export function productImagePath(slug: string, width: number, format: ImageFormat = 'webp'): string {
  return `${GENERATED_BASE}/products/${encodeURIComponent(slug)}-${width}.${format}`;
}

/** The gallery stored on a product row: one square picture per product, as its default-width WebP. */
export function productImagePaths(slug: string): string[] {
  return [productImagePath(slug, PRODUCT_IMAGE_DEFAULT_WIDTH)];
}

function checkNumber(kind: string, n: number, count: number): void {
  if (!Number.isInteger(n) || n < 1 || n > count)
    throw new RangeError(`${kind} ${n} does not exist; they run 1 to ${count}.`);
}

export function heroImagePath(n: number, width: number, format: ImageFormat = 'webp'): string {
  checkNumber('Hero', n, HERO_COUNT);
  return `${GENERATED_BASE}/hero/hero-${n}-${width}.${format}`;
}

/** Hero `n` (1 to HERO_COUNT), 16:9. */
export function heroPicture(n: number): Picture {
  const width = HERO_IMAGE_WIDTHS[HERO_IMAGE_WIDTHS.length - 1]!;
  return pictureOf(
    HERO_IMAGE_WIDTHS,
    (w, format) => heroImagePath(n, w, format),
    { width, height: (width * HERO_ASPECT.height) / HERO_ASPECT.width },
    width,
  );
}

export function portraitImagePath(n: number, format: ImageFormat = 'webp'): string {
  checkNumber('Portrait', n, PORTRAIT_COUNT);
  return `${GENERATED_BASE}/people/portrait-${n}.${format}`;
}

/** Testimonial portrait `n` (1 to PORTRAIT_COUNT): one square size. */
export function portraitPicture(n: number): Picture {
  return pictureOf(
    [PORTRAIT_SIZE],
    (_w, format) => portraitImagePath(n, format),
    { width: PORTRAIT_SIZE, height: PORTRAIT_SIZE },
    PORTRAIT_SIZE,
  );
}
