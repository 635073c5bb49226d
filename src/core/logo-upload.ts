// What the console accepts as the shop's logo, checked on the server (and in the browser before a
// slow upload starts). PNG or WebP only: a logo needs its transparent background, which JPEG has
// not; the type is read from the file's first bytes (core/image-upload.ts), never from its name.
import type { ImageType } from './image-upload';

export const LOGO_TYPES: readonly ImageType[] = ['png', 'webp'];
export const LOGO_MIME_TYPES = ['image/png', 'image/webp'] as const;

/** A logo is a small picture; 2 MB holds a detailed one at several thousand pixels. */
export const MAX_LOGO_BYTES = 2 * 1024 * 1024;
/** The longer side: the 512 px home-screen icon is drawn from it, so less would look blurred. */
export const MIN_LOGO_SIDE = 256;

export const NO_LOGO_CHOSEN = 'Choose a PNG or WebP picture to upload as the logo';
export const LOGO_WRONG_TYPE = 'The logo must be a PNG or WebP picture';
export const LOGO_TOO_LARGE = `The logo may be at most ${MAX_LOGO_BYTES / (1024 * 1024)} MB`;
export const LOGO_TOO_SMALL = `The logo must be at least ${MIN_LOGO_SIDE} pixels wide or tall`;
export const LOGO_ONLY_BY_UPLOAD =
  'A logo is set by uploading one (POST /api/admin/settings/logo); a save may keep it or remove it';
