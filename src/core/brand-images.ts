// The pictures that stand for the shop: its logo, the home-screen icons, the favicon and the card
// a shared link shows. The shipped ones (core/images.ts, drawn by scripts/generate-images.ts) until
// the owner uploads a logo; then the ones made from it (services/settings/brand-logo.ts), kept in
// the database and served under /uploads/brand/, named by the upload's hash so each name holds one
// picture for ever.
import { BRAND_IMAGES, UPLOADS_BASE } from './images';
import type { BrandLogo } from './shop-settings-values';

export const BRAND_UPLOADS = `${UPLOADS_BASE}/brand`;

/** What each uploaded logo is made into, and each file's size (the logo's own is its box). */
export const BRAND_FILE_KINDS = {
  logo: { width: 936, height: 192 },
  'icon-192': { width: 192, height: 192 },
  'icon-512': { width: 512, height: 512 },
  'icon-maskable-512': { width: 512, height: 512 },
  'apple-touch-icon': { width: 180, height: 180 },
  'favicon-32': { width: 32, height: 32 },
  og: { width: 1200, height: 630 },
} as const;
export type BrandFileKind = keyof typeof BRAND_FILE_KINDS;

export const BRAND_FILE = new RegExp(`^[0-9a-f]{32}-(${Object.keys(BRAND_FILE_KINDS).join('|')})\\.png$`);

export const brandFileName = (id: string, kind: BrandFileKind) => `${id}-${kind}.png`;
const brandFilePath = (id: string, kind: BrandFileKind) => `${BRAND_UPLOADS}/${brandFileName(id, kind)}`;

export interface BrandPictures {
  /** The uploaded logo at its size; null draws the shipped logo or the shop's name in letters. */
  logo: { src: string; width: number; height: number } | null;
  /** The shipped SVG favicon, which browsers prefer to a PNG; null once a logo is uploaded. */
  svgIcon: string | null;
  favicon32: string;
  appleTouchIcon: string;
  icon192: string;
  icon512: string;
  iconMaskable512: string;
  ogImage: string;
}

export function brandPictures(logo: BrandLogo | null): BrandPictures {
  if (!logo) {
    return {
      logo: null,
      svgIcon: BRAND_IMAGES.icon,
      favicon32: BRAND_IMAGES.favicon32,
      appleTouchIcon: BRAND_IMAGES.appleTouchIcon,
      icon192: BRAND_IMAGES.icon192,
      icon512: BRAND_IMAGES.icon512,
      iconMaskable512: BRAND_IMAGES.iconMaskable512,
      ogImage: BRAND_IMAGES.ogImage,
    };
  }
  return {
    logo: { src: brandFilePath(logo.id, 'logo'), width: logo.width, height: logo.height },
    svgIcon: null,
    favicon32: brandFilePath(logo.id, 'favicon-32'),
    appleTouchIcon: brandFilePath(logo.id, 'apple-touch-icon'),
    icon192: brandFilePath(logo.id, 'icon-192'),
    icon512: brandFilePath(logo.id, 'icon-512'),
    iconMaskable512: brandFilePath(logo.id, 'icon-maskable-512'),
    ogImage: brandFilePath(logo.id, 'og'),
  };
}
