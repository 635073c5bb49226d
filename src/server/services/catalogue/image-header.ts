// An upload's size read from its header alone (no pixels decoded yet), so an oversized canvas is
// named as such before anything decodes it. Shared by the product pictures and the owner's logo.
import type Sharp from 'sharp';
import {
  IMAGE_TOO_MANY_PIXELS,
  IMAGE_UNREADABLE,
  MAX_IMAGE_PIXELS,
  type ImageType,
} from '../../../core/image-upload';
import { ServiceError } from '../errors';

/** The header's width and height; it must agree with the `type` its first bytes announced. */
export async function imageHeaderSize(
  sharp: typeof Sharp,
  bytes: Uint8Array,
  type: ImageType,
): Promise<{ width: number; height: number }> {
  const meta = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  // A PNG signature on anything else is not a PNG.
  if (!meta || meta.format !== type || !meta.width || !meta.height) {
    throw new ServiceError('invalid', IMAGE_UNREADABLE);
  }
  if (meta.width * meta.height > MAX_IMAGE_PIXELS) throw new ServiceError('too_large', IMAGE_TOO_MANY_PIXELS);
  return { width: meta.width, height: meta.height };
}
