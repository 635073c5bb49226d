// The owner's logo: one PNG or WebP upload, checked whole before anything is written, made into
// the logo the pages and mails show and the icons, favicon and sharing card (core/brand-images.ts),
// stored with the product pictures (uploaded_images) and then named in the brand settings, so the
// upload is in the settings' history and a restore brings an earlier logo back. Files are named by
// the hash of what was uploaded and never deleted: a kept version still finds its pictures.
import { createHash } from 'node:crypto';
import type Sharp from 'sharp';
import { BRAND_FILE_KINDS, brandFileName, type BrandFileKind } from '../../../core/brand-images';
import { IMAGE_UNREADABLE, MAX_IMAGE_PIXELS, sniffImageType } from '../../../core/image-upload';
import {
  LOGO_TOO_LARGE,
  LOGO_TOO_SMALL,
  LOGO_TYPES,
  LOGO_WRONG_TYPE,
  MAX_LOGO_BYTES,
  MIN_LOGO_SIDE,
  NO_LOGO_CHOSEN,
} from '../../../core/logo-upload';
import type { BrandLogo, ShopSettings } from '../../../core/shop-settings-values';
import { loadSharp } from '../../lib/sharp';
import { imageHeaderSize, type ProductImageStore } from '../catalogue';
import { ServiceError } from '../errors';
import type { SettingsActor, SettingsService } from './shop-settings';

// The pages' own background (app.css canvas): a logo drawn for the light header reads on it, and
// home-screen icons must be opaque (iOS fills transparency with black).
const PLATE = { r: 0xfb, g: 0xf7, b: 0xf0, alpha: 1 };
const CLEAR = { r: 0, g: 0, b: 0, alpha: 0 };

/** How much of each square or card the logo may fill, and on what. */
const LAYOUTS: Record<Exclude<BrandFileKind, 'logo'>, { fill: number; background: typeof PLATE }> = {
  'icon-192': { fill: 0.8, background: PLATE },
  'icon-512': { fill: 0.8, background: PLATE },
  // A phone may crop a maskable icon to a circle of 80% of its side: the logo stays inside it.
  'icon-maskable-512': { fill: 0.56, background: PLATE },
  'apple-touch-icon': { fill: 0.8, background: PLATE },
  // A browser tab is small: the logo fills it, on whatever the tab strip is.
  'favicon-32': { fill: 1, background: CLEAR },
  og: { fill: 0.6, background: PLATE },
};

export interface PreparedLogo {
  logo: BrandLogo;
  files: { name: string; data: Buffer }[];
}

async function decoded(sharp: typeof Sharp, bytes: Uint8Array) {
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
      .rotate()
      .ensureAlpha()
      // Margins of one colour around the drawing are cut, so the logo fills the space it is given.
      .trim({ threshold: 10 });
    return await image.png().toBuffer({ resolveWithObject: true });
  } catch {
    throw new ServiceError('invalid', IMAGE_UNREADABLE);
  }
}

/** Checks one uploaded logo and makes its files in memory; throws a ServiceError to refuse. */
export async function prepareBrandLogo(bytes: Uint8Array): Promise<PreparedLogo> {
  if (bytes.length === 0) throw new ServiceError('invalid', NO_LOGO_CHOSEN);
  if (bytes.length > MAX_LOGO_BYTES) throw new ServiceError('too_large', LOGO_TOO_LARGE);
  const type = sniffImageType(bytes);
  if (!type || !LOGO_TYPES.includes(type)) throw new ServiceError('unsupported_type', LOGO_WRONG_TYPE);
  const sharp = await loadSharp();
  const header = await imageHeaderSize(sharp, bytes, type);
  if (Math.max(header.width, header.height) < MIN_LOGO_SIDE)
    throw new ServiceError('invalid', LOGO_TOO_SMALL);

  const source = await decoded(sharp, bytes);
  const box = BRAND_FILE_KINDS.logo;
  const logo = await sharp(source.data)
    .resize(box.width, box.height, { fit: 'inside', withoutEnlargement: true })
    .png({ compressionLevel: 9 })
    .toBuffer({ resolveWithObject: true });

  const id = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
  const drawn = await Promise.all(
    (Object.keys(LAYOUTS) as (keyof typeof LAYOUTS)[]).map(async (kind) => {
      const { width, height } = BRAND_FILE_KINDS[kind];
      const { fill, background } = LAYOUTS[kind];
      const mark = await sharp(source.data)
        .resize(Math.round(width * fill), Math.round(height * fill), { fit: 'inside' })
        .png()
        .toBuffer();
      const data = await sharp({ create: { width, height, channels: 4, background } })
        .composite([{ input: mark, gravity: 'centre' }])
        .png({ compressionLevel: 9 })
        .toBuffer();
      return { name: brandFileName(id, kind), data };
    }),
  );
  return {
    logo: { id, width: logo.info.width, height: logo.info.height },
    files: [{ name: brandFileName(id, 'logo'), data: logo.data }, ...drawn],
  };
}

export type BrandLogoService = ReturnType<typeof createBrandLogo>;

export function createBrandLogo(settings: SettingsService, images: Pick<ProductImageStore, 'saveNamed'>) {
  return {
    /** Makes and stores the logo's files, then names it in the brand settings. */
    async upload(bytes: Uint8Array, actor: SettingsActor): Promise<ShopSettings> {
      const prepared = await prepareBrandLogo(bytes);
      await images.saveNamed(prepared.files);
      return settings.saveLogo(prepared.logo, actor);
    },

    /** Back to the shipped logo and icons; the files stay for the history. */
    remove: (actor: SettingsActor): Promise<ShopSettings> => settings.saveLogo(null, actor),
  };
}
