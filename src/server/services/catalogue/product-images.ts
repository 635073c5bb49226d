// Product pictures uploaded in the console, made into the same square AVIF and WebP widths as the
// seed's (src/core/images.ts), so the storefront's <picture> works for them alike, and kept in the
// database (uploaded_images), so every app process on any machine serves them and a backup holds
// them.
//
// Every check runs before a byte is written: the size, the type read from the first bytes, the
// pixel count (sharp's limitInputPixels stops a small file that decodes to a huge canvas), the
// smallest side, and a full decode. Pictures are named by the hash of what was uploaded, so one
// name always holds one picture: they may be cached for ever, an upload sent twice is stored once,
// and a crash between storing them and saving the product leaves only rows nothing points at
// (harmless; a later upload of the same picture reuses them). Pictures are never deleted when they
// leave a gallery: orders keep the picture of what was bought (their line snapshot).
import { createHash } from 'node:crypto';
import { readdir, readFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type Sharp from 'sharp';
import {
  IMAGE_TOO_LARGE,
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
  UPLOADED_IMAGE_FILE,
  uploadedImagePath,
  type ImageFormat,
} from '../../../core/images';
import { BRAND_FILE } from '../../../core/brand-images';
import type { Database } from '../../db/client';
import { loadSharp } from '../../lib/sharp';
import { imageHeaderSize } from './image-header';
import { uploadedImages } from './tables';
import { ServiceError } from '../errors';

export interface PreparedImage {
  hash: string;
  files: { width: number; format: ImageFormat; data: Buffer }[];
}

/** Checks one uploaded file and makes its widths and formats in memory; throws a ServiceError to refuse. */
export async function prepareProductImage(bytes: Uint8Array): Promise<PreparedImage> {
  if (bytes.length > MAX_IMAGE_BYTES) throw new ServiceError('too_large', IMAGE_TOO_LARGE);
  const type = sniffImageType(bytes);
  if (!type) throw new ServiceError('unsupported_type', IMAGE_WRONG_TYPE);
  const sharp = await loadSharp();
  const input = () => sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' });

  const header = await imageHeaderSize(sharp, bytes, type);
  if (Math.min(header.width, header.height) < MIN_IMAGE_SIDE)
    throw new ServiceError('invalid', IMAGE_TOO_SMALL);

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

/** Where uploaded pictures are kept: their rows, written and read by file name. */
export function createProductImageStore(db: Database) {
  return {
    /** Stores a prepared picture's files (all or none) and answers its gallery path. */
    async save(image: PreparedImage): Promise<string> {
      await db
        .insert(uploadedImages)
        .values(
          image.files.map((file) => ({
            name: path.basename(uploadedImagePath(image.hash, file.width, file.format)),
            data: file.data,
          })),
        )
        .onConflictDoNothing();
      return uploadedImagePath(image.hash, PRODUCT_IMAGE_DEFAULT_WIDTH);
    },

    /**
     * Stores files another domain made and named (the shop's logo and icons, core/brand-images.ts),
     * all or none; a name stored already keeps its bytes, as a name holds one picture for ever.
     */
    async saveNamed(files: { name: string; data: Buffer }[]): Promise<void> {
      await db.insert(uploadedImages).values(files).onConflictDoNothing();
    },

    /** One stored file's bytes, by its name in the URL; null when there is none. */
    async read(name: string): Promise<Buffer | null> {
      if (!UPLOADED_IMAGE_FILE.test(name) && !BRAND_FILE.test(name)) return null;
      const [row] = await db
        .select({ data: uploadedImages.data })
        .from(uploadedImages)
        .where(eq(uploadedImages.name, name));
      return row?.data ?? null;
    },

    /**
     * Moves the pictures of a shop from before they lived in the database: every file of
     * `folder` (DATA_DIR/uploads/products) named as the shop names them is stored, then the
     * folder is renamed `products.moved`, so the next start does not read it again. Answers how
     * many files it stored; none when the folder is absent.
     */
    async importFolder(folder: string): Promise<number> {
      const names = await readdir(folder).catch(() => null);
      if (names === null) return 0;
      let stored = 0;
      for (const name of names.filter((n) => UPLOADED_IMAGE_FILE.test(n))) {
        const data = await readFile(path.join(folder, name));
        const inserted = await db
          .insert(uploadedImages)
          .values({ name, data })
          .onConflictDoNothing()
          .returning({ name: uploadedImages.name });
        stored += inserted.length;
      }
      await rename(folder, `${folder}.moved`);
      return stored;
    },
  };
}
