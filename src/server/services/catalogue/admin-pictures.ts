// The console's picture gallery of a product: uploads checked and made before anything is written,
// and each change of the gallery one transaction under the product's row lock with its audit row,
// announced to the catalogue cache so the storefront shows it at once.
import { eq } from 'drizzle-orm';
import {
  MAX_GALLERY_IMAGES,
  GALLERY_FULL,
  NO_IMAGE_CHOSEN,
  TOO_MANY_IN_UPLOAD,
  MAX_IMAGES_PER_UPLOAD,
} from '../../../core/image-upload';
import type { Database } from '../../db/client';
import { products } from './tables';
import { recordAudit } from '../audit';
import { ServiceError } from '../errors';
import {
  adminProductReader,
  editableProductRow,
  type AdminProduct,
  type LowStockThreshold,
} from './admin-product-reader';
import { announceCatalogueChange } from './cache';
import { prepareProductImage, type ProductImageStore } from './product-images';

/** What an upload hands over: the bytes, whatever the sender called the file. */
export interface UploadedFile {
  bytes: Uint8Array;
}

const NO_SUCH_IMAGE = 'This product has no picture at that place';

export function createProductPictures(
  db: Database,
  { lowStockThreshold, images }: { lowStockThreshold: LowStockThreshold; images: ProductImageStore },
) {
  const { toAdminProduct, get } = adminProductReader(db, lowStockThreshold);

  /** Sets a product's gallery under its row lock, audited as `action`. */
  async function changeGallery(
    adminId: number,
    id: number,
    action: string,
    change: (current: string[]) => string[],
    details: (current: string[]) => Record<string, unknown> = () => ({}),
  ): Promise<AdminProduct> {
    const row = await db.transaction(async (tx) => {
      const before = await editableProductRow(tx, id);
      const next = change(before.images);
      const [after] = await tx
        .update(products)
        .set({ images: next, updatedAt: new Date() })
        .where(eq(products.id, id))
        .returning();
      await recordAudit(tx, {
        actorUserId: adminId,
        action,
        entityType: 'product',
        entityId: id,
        before: { images: before.images },
        after: { images: next },
        details: details(before.images),
      });
      await announceCatalogueChange(tx);
      return after!;
    });
    return toAdminProduct(row);
  }

  const checkIndex = (images: string[], index: number) => {
    if (!Number.isInteger(index) || index < 0 || index >= images.length) {
      throw new ServiceError('not_found', NO_SUCH_IMAGE);
    }
  };

  return {
    /**
     * Adds pictures to the end of the gallery. All are checked and made first: one bad file
     * refuses the whole upload and nothing is written.
     */
    async addImages(adminId: number, id: number, files: UploadedFile[]): Promise<AdminProduct> {
      if (files.length === 0) throw new ServiceError('invalid', NO_IMAGE_CHOSEN, { images: NO_IMAGE_CHOSEN });
      if (files.length > MAX_IMAGES_PER_UPLOAD) {
        throw new ServiceError('invalid', TOO_MANY_IN_UPLOAD, { images: TOO_MANY_IN_UPLOAD });
      }
      const current = await get(id);
      if (current.images.length + files.length > MAX_GALLERY_IMAGES) {
        throw new ServiceError('invalid', GALLERY_FULL, { images: GALLERY_FULL });
      }
      // One at a time: each decode may hold a 50-megapixel canvas in memory.
      const prepared = [];
      for (const file of files) prepared.push(await prepareProductImage(file.bytes));
      const paths: string[] = [];
      for (const image of prepared) paths.push(await images.save(image));
      return changeGallery(
        adminId,
        id,
        'product.images_added',
        (gallery) => {
          const added = paths.filter((p, i) => !gallery.includes(p) && paths.indexOf(p) === i);
          if (gallery.length + added.length > MAX_GALLERY_IMAGES) {
            throw new ServiceError('invalid', GALLERY_FULL, { images: GALLERY_FULL });
          }
          return [...gallery, ...added];
        },
        () => ({ added: paths }),
      );
    },

    async removeImage(adminId: number, id: number, index: number): Promise<AdminProduct> {
      return changeGallery(
        adminId,
        id,
        'product.image_removed',
        (gallery) => {
          checkIndex(gallery, index);
          return gallery.filter((_, i) => i !== index);
        },
        (gallery) => ({ removed: gallery[index] }),
      );
    },

    /** Moves a picture to `to` (0 makes it the main picture); the others keep their order. */
    async moveImage(adminId: number, id: number, from: number, to: number): Promise<AdminProduct> {
      return changeGallery(
        adminId,
        id,
        'product.image_moved',
        (gallery) => {
          checkIndex(gallery, from);
          checkIndex(gallery, to);
          const next = gallery.filter((_, i) => i !== from);
          next.splice(to, 0, gallery[from]!);
          return next;
        },
        (gallery) => ({ moved: gallery[from], from, to }),
      );
    },
  };
}
