// The products console's forms, answered on the server so they work without JavaScript: each
// success redirects (a reload never posts twice) with `?done=` naming what happened; a refusal
// answers the form again with its messages and what was typed.
import { data, redirect, type AppLoadContext } from 'react-router';
import {
  IMAGE_TOO_LARGE,
  MAX_IMAGE_BYTES,
  MAX_IMAGES_PER_UPLOAD,
  NO_IMAGE_CHOSEN,
  TOO_MANY_IN_UPLOAD,
} from '../../../core/image-upload';
import {
  FORM_TOO_OLD,
  PRODUCT_FORM_FIELDS,
  productEditFormSchema,
  productFormInput,
  VARIANT_FORM_FIELDS,
} from '../../../core/product-admin-schema';
import type { ProductFormValues, VariantFormValues } from '../../../core/product-form-values';
import { productIdField } from '../../../core/product-id';
import { parseInput } from '../../../core/zod-errors';
import { isServiceErrorOf } from '../../../server/services/errors';

export type ProductDone = 'created' | 'saved' | 'uploaded' | 'removed' | 'moved' | 'restored';

export const DONE_MESSAGES: Record<ProductDone, string> = {
  created: 'Product created. Add its pictures below; it shows in the shop once it is not hidden.',
  restored: 'Product restored. It stays hidden from the shop until you show it.',
  saved: 'Changes saved. The shop shows them now.',
  uploaded: 'Pictures added to the gallery.',
  removed: 'Picture removed from the gallery.',
  moved: 'Main picture changed.',
};

export function doneMessage(request: Request): string | null {
  const done = new URL(request.url).searchParams.get('done');
  return done && Object.hasOwn(DONE_MESSAGES, done) ? DONE_MESSAGES[done as ProductDone] : null;
}

/** What a refused product form gets back. */
export interface ProductFormRefusal {
  intent: 'save';
  formError: string | null;
  errors: Record<string, string>;
  values: ProductFormValues;
}

/** What a refused picture form (upload, remove, make main) gets back. */
export interface PictureRefusal {
  intent: 'pictures';
  error: string;
}

const text = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value : '');

/** The product id in the page's address; an id that cannot exist is simply not found. */
export function productIdParam(raw: string | undefined): number {
  const id = productIdField.safeParse(raw);
  if (!id.success) throw data('Product not found', { status: 404 });
  return id.data;
}

/** The size rows as posted, as text, to show again with their messages. */
function postedVariants(form: FormData): VariantFormValues[] {
  const column = (name: string) => form.getAll(name).map((value) => text(value));
  const on = new Set(column(VARIANT_FORM_FIELDS.active));
  return column(VARIANT_FORM_FIELDS.key).map((key, index) => ({
    key,
    id: column(VARIANT_FORM_FIELDS.id)[index] ?? '',
    label: column(VARIANT_FORM_FIELDS.label)[index] ?? '',
    sku: column(VARIANT_FORM_FIELDS.sku)[index] ?? '',
    price: column(VARIANT_FORM_FIELDS.price)[index] ?? '',
    stockQuantity: column(VARIANT_FORM_FIELDS.stockQuantity)[index] ?? '',
    stockLoaded: column(VARIANT_FORM_FIELDS.stockLoaded)[index] ?? '',
    active: on.has(key),
    image: column(VARIANT_FORM_FIELDS.image)[index] ?? '',
    shopifyVariantId: column(VARIANT_FORM_FIELDS.shopifyVariantId)[index] ?? '',
  }));
}

function postedValues(form: FormData): ProductFormValues {
  const values: Record<string, unknown> = {};
  for (const name of PRODUCT_FORM_FIELDS) values[name] = text(form.get(name));
  return {
    ...(values as Omit<ProductFormValues, 'skinTypes' | 'featured' | 'hidden' | 'variants'>),
    skinTypes: form.getAll('skinTypes').filter((v): v is string => typeof v === 'string'),
    featured: form.get('featured') !== null,
    hidden: form.get('hidden') !== null,
    variants: postedVariants(form),
  };
}

function refuseProduct(
  form: FormData,
  status: number,
  refusal: Partial<ProductFormRefusal>,
  values: Partial<ProductFormValues> = {},
) {
  return data<ProductFormRefusal>(
    { intent: 'save', formError: null, errors: {}, ...refusal, values: { ...postedValues(form), ...values } },
    { status },
  );
}

/**
 * Creates (no `id`) or saves a product from its form. The form shows every field and every size,
 * so it is read whole (each size with the stock it showed) and the service writes only what
 * changed; a size's stock only when the owner changed it, against the figure the form showed.
 */
export async function saveProduct(context: AppLoadContext, adminId: number, form: FormData, id?: number) {
  const parsed = parseInput(productEditFormSchema, productFormInput(form));
  if (!parsed.ok) {
    const { errors } = parsed.body;
    const tooOld = errors.variants === FORM_TOO_OLD ? FORM_TOO_OLD : undefined;
    return refuseProduct(form, 400, {
      errors,
      formError: tooOld ?? 'Some fields need attention: see the messages below.',
    });
  }
  const admin = context.services.catalogue.admin;
  try {
    const product =
      id === undefined
        ? await admin.create(adminId, parsed.data)
        : await admin.update(adminId, id, parsed.data);
    return redirect(`/admin/products/${product.id}?done=${id === undefined ? 'created' : 'saved'}`);
  } catch (error) {
    if (isServiceErrorOf(error, 'conflict')) {
      // A size's stock moved while the form was open: its row now shows today's figure, to check and save.
      const moved = Object.keys(error.fieldErrors ?? {}).some((key) => key.endsWith('.stockQuantity'));
      const stockNow = id !== undefined && moved ? await stockNowOf(context, id, form) : undefined;
      return refuseProduct(
        form,
        409,
        { errors: error.fieldErrors ?? {}, formError: error.message },
        stockNow === undefined ? {} : { variants: stockNow },
      );
    }
    // A rule only the stored sizes can check (one left out, the one-size fields on several).
    if (isServiceErrorOf(error, 'invalid')) {
      return refuseProduct(form, 400, { errors: error.fieldErrors ?? {}, formError: error.message });
    }
    if (isServiceErrorOf(error, 'not_found')) throw data('Product not found', { status: 404 });
    throw error;
  }
}

/** The posted rows with every stored size's stock as it is now, as read afresh. */
async function stockNowOf(context: AppLoadContext, id: number, form: FormData) {
  const sizes = new Map(
    (await context.services.catalogue.admin.get(id)).variants.map((size) => [String(size.id), size]),
  );
  return postedVariants(form).map((row) => {
    const size = sizes.get(row.id);
    if (!size) return row;
    const now = String(size.stockQuantity);
    // Unchanged by the owner, the row simply follows the stock; a count typed stays to be saved again.
    return {
      ...row,
      stockQuantity: row.stockQuantity === row.stockLoaded ? now : row.stockQuantity,
      stockLoaded: now,
    };
  });
}

const refusePictures = (status: number, error: string) =>
  data<PictureRefusal>({ intent: 'pictures', error }, { status });

/** A service refusal of a picture change as the page says it; anything else is the error page's. */
function pictureRefusal(error: unknown) {
  for (const [kind, status] of [
    ['invalid', 400],
    ['not_found', 404],
    ['too_large', 413],
    ['unsupported_type', 415],
  ] as const) {
    if (isServiceErrorOf(error, kind)) return refusePictures(status, error.message);
  }
  throw error;
}

/** Upload, remove or make-main, from the gallery's forms. */
export async function changePictures(context: AppLoadContext, adminId: number, id: number, form: FormData) {
  const admin = context.services.catalogue.admin;
  const intent = form.get('intent');
  try {
    if (intent === 'upload') {
      const files = form.getAll('images').filter((value): value is File => typeof value !== 'string');
      // A browser sends an empty file part when nothing was chosen.
      const chosen = files.filter((file) => file.size > 0);
      if (chosen.length === 0) return refusePictures(400, NO_IMAGE_CHOSEN);
      if (chosen.length > MAX_IMAGES_PER_UPLOAD) return refusePictures(400, TOO_MANY_IN_UPLOAD);
      if (chosen.some((file) => file.size > MAX_IMAGE_BYTES)) return refusePictures(413, IMAGE_TOO_LARGE);
      const uploads = await Promise.all(
        chosen.map(async (file) => ({ bytes: new Uint8Array(await file.arrayBuffer()) })),
      );
      await admin.addImages(adminId, id, uploads);
      return redirect(`/admin/products/${id}?done=uploaded`);
    }
    const index = Number(text(form.get('index')));
    if (!/^\d{1,3}$/.test(text(form.get('index'))))
      return refusePictures(400, 'Choose a picture of the gallery');
    if (intent === 'remove-image') {
      await admin.removeImage(adminId, id, index);
      return redirect(`/admin/products/${id}?done=removed`);
    }
    if (intent === 'make-main') {
      await admin.moveImage(adminId, id, index, 0);
      return redirect(`/admin/products/${id}?done=moved`);
    }
    return refusePictures(400, 'This form could not be read. Please reload the page and try again.');
  } catch (error) {
    return pictureRefusal(error);
  }
}
