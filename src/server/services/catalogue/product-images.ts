// Product pictures uploaded in the console, made into the same square AVIF and WebP widths as the
// seed's (src/core/images.ts), so the storefront's <picture> works for them alike, and kept under
// DATA_DIR/uploads/products, which outlives a new build.
//
// Every check runs before a byte is written: the size, the type read from the first bytes, the
// pixel count (sharp's limitInputPixels stops a small file that decodes to a huge canvas), the
// smallest side, and a full decode. Files are named by the hash of what was uploaded, so one name
// always holds one picture: they may be cached for ever, an upload sent twice is stored once, and
// a crash between writing the files and saving the product leaves only files nothing points at
// (harmless; a later upload of the same picture reuses them). Files are never deleted when a
// picture leaves a gallery: orders keep the picture of what was bought (their line snapshot).
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type Sharp from 'sharp';
import {
  IMAGE_TOO_LARGE,
  IMAGE_TOO_MANY_PIXELS,
  IMAGE_TOO_SMALL,
  IMAGE_UNREADABLE,
  IMAGE_WRONG_TYPE,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_PIXELS,
  MIN_IMAGE_SIDE,
  sniffImageType,
} from '../../../core/image-upload';
import { AVIF_OPTIONS, WEBP_OPTIONS } from '../../../core/image-encoding';
import {
  PICTURE_FORMATS,
  PRODUCT_IMAGE_DEFAULT_WIDTH,
  PRODUCT_IMAGE_WIDTHS,
  uploadedImagePath,
  type ImageFormat,
} from '../../../core/images';
import { ServiceError } from '../errors';

export interface PreparedImage {
  hash: string;
  files: { width: number; format: ImageFormat; data: Buffer }[];
}

// libvips is loaded on the first upload, not at start: shoppers never need it, and it costs the
// process several megabytes for as long as it runs.
let sharpModule: Promise<typeof Sharp> | null = null;
function loadSharp(): Promise<typeof Sharp> {
  sharpModule ??= import('sharp').then((module) => module.default);
  return sharpModule;
}

/** Checks one uploaded file and makes its widths and formats in memory; throws a ServiceError to refuse. */
export async function prepareProductImage(bytes: Uint8Array): Promise<PreparedImage> {
  if (bytes.length > MAX_IMAGE_BYTES) throw new ServiceError('too_large', IMAGE_TOO_LARGE);
  const type = sniffImageType(bytes);
  if (!type) throw new ServiceError('unsupported_type', IMAGE_WRONG_TYPE);
  const sharp = await loadSharp();
  const input = () => sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' });

  // The header alone (no pixels decoded yet), so an oversized canvas is named as such.
  const meta = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  // The header must agree with the signature: a PNG signature on anything else is not a PNG.
  if (!meta || meta.format !== type || !meta.width || !meta.height) {
    throw new ServiceError('invalid', IMAGE_UNREADABLE);
  }
  if (meta.width * meta.height > MAX_IMAGE_PIXELS) throw new ServiceError('too_large', IMAGE_TOO_MANY_PIXELS);
  if (Math.min(meta.width, meta.height) < MIN_IMAGE_SIDE) throw new ServiceError('invalid', IMAGE_TOO_SMALL);

  const largest = Math.max(...PRODUCT_IMAGE_WIDTHS);
  let raw: { data: Buffer; info: Sharp.OutputInfo };
  try {
    // Decoded once at the largest width (upright, as the camera meant it; EXIF such as GPS is
    // dropped), then each width is scaled from that.
    raw = await input()
      .rotate()
      .resize(largest, largest, { fit: 'cover', position: 'centre' })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new ServiceError('invalid', IMAGE_UNREADABLE);
  }
  const { width, height, channels } = raw.info;
  const files = await Promise.all(
    PRODUCT_IMAGE_WIDTHS.flatMap((size) =>
      PICTURE_FORMATS.map(async (format) => {
        let image = sharp(raw.data, { raw: { width, height, channels } });
        if (size !== width) image = image.resize(size, size, { kernel: 'lanczos3' });
        image = format === 'avif' ? image.avif(AVIF_OPTIONS) : image.webp(WEBP_OPTIONS);
        return { width: size, format, data: await image.toBuffer() };
      }),
    ),
  );
  return { hash: createHash('sha256').update(bytes).digest('hex').slice(0, 32), files };
}

export type ProductImageStore = ReturnType<typeof createProductImageStore>;

/** The folder uploaded pictures live in, and how they are written there. */
export function createProductImageStore(uploadsDir: string) {
  const folder = path.join(uploadsDir, 'products');
  return {
    folder,
    /** Writes a prepared picture's files (each whole or not at all) and answers its gallery path. */
    async save(image: PreparedImage): Promise<string> {
      await mkdir(folder, { recursive: true });
      for (const file of image.files) {
        const target = path.join(
          folder,
          path.basename(uploadedImagePath(image.hash, file.width, file.format)),
        );
        if (await exists(target)) continue;
        // Written aside and renamed, so a reader never sees half a file under the final name.
        const partial = `${target}.${randomUUID()}.part`;
        try {
          await writeFile(partial, file.data);
          await rename(partial, target);
        } finally {
          await rm(partial, { force: true });
        }
      }
      return uploadedImagePath(image.hash, PRODUCT_IMAGE_DEFAULT_WIDTH);
    },
  };
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}
