// What the console accepts as a product picture, checked on the server (and in the browser before
// a slow upload starts). The type is read from the file's first bytes, never from its name or the
// type the sender declared: a renamed text file or an SVG (which can carry script) is refused.

export type ImageType = 'jpeg' | 'png' | 'webp';

/** The MIME type of each accepted kind, for the upload API's Content-Type and the form's `accept`. */
export const IMAGE_MIME_TYPES: Record<ImageType, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/** One picture's file size; a phone camera's full-size JPEG is 3 to 6 MB. */
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;
/** Pictures in one upload from the console form (the whole form must stay under MAX_UPLOAD_FORM_BYTES). */
export const MAX_IMAGES_PER_UPLOAD = 6;
/** The console's upload form in all: a few photos at once, bounded because the form is read into memory. */
export const MAX_UPLOAD_FORM_BYTES = 24 * 1024 * 1024;
/** Pictures in one product's gallery. */
export const MAX_GALLERY_IMAGES = 12;
/** Decoded size limit: a small file can claim a huge canvas (a decompression bomb). 50 megapixels. */
export const MAX_IMAGE_PIXELS = 50_000_000;
/** The shorter side: the storefront shows pictures up to 1200 px wide, so less would look blurred. */
export const MIN_IMAGE_SIDE = 400;

export const IMAGE_WRONG_TYPE = 'Images must be JPEG, PNG or WebP';
export const IMAGE_TOO_LARGE = `Each picture may be at most ${MAX_IMAGE_BYTES / (1024 * 1024)} MB`;
export const UPLOAD_FORM_TOO_LARGE =
  `Upload at most ${MAX_UPLOAD_FORM_BYTES / (1024 * 1024)} MB at a time ` +
  `(${MAX_IMAGE_BYTES / (1024 * 1024)} MB per picture). Send fewer pictures at once.`;
export const IMAGE_TOO_SMALL = `Pictures must be at least ${MIN_IMAGE_SIDE} × ${MIN_IMAGE_SIDE} pixels`;
export const IMAGE_TOO_MANY_PIXELS = 'This picture has too many pixels; save it at a smaller size first';
export const IMAGE_UNREADABLE = 'This picture could not be read; it may be damaged';
export const NO_IMAGE_CHOSEN = 'Choose at least one picture to upload';
export const TOO_MANY_IN_UPLOAD = `Upload at most ${MAX_IMAGES_PER_UPLOAD} pictures at a time`;
export const GALLERY_FULL = `A product may have at most ${MAX_GALLERY_IMAGES} pictures`;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * The kind of image `bytes` hold by their magic numbers, or null. JPEG starts FF D8 FF; PNG with
 * its 8-byte signature; WebP is a RIFF container whose form type at byte 8 is 'WEBP'.
 */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return null;
}
