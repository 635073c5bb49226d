// The product page's server side: its data, the product as GET /api/products/:id answers it with
// the reviews beside it; and 'Notify me when it's back' for browsers without JavaScript: the form
// posts to the product page, which does what POST /api/back-in-stock does (scripted forms call
// that), with the same schema, the same answers and the same limit per address.
import { data, type AppLoadContext } from 'react-router';
import { contactFields } from '../../core/back-in-stock-messages';
import { notifyFormSchema } from '../../core/back-in-stock-schema';
import { productIdField } from '../../core/product-id';
import { zodErrorBody } from '../../core/zod-errors';
import { toProductView } from '../../server/services/catalogue';
import { HTTP_STATUS_OF, isServiceError } from '../../server/services/errors';
import { readFormFields } from '../lib/read-form.server';
import { unlessLimited } from '../lib/rate-limited.server';

/** The product (404 when there is none on sale by that id), its reviews and Buy Now's settings. */
export async function loadProductPage(context: AppLoadContext, rawId: string | undefined) {
  // An id that cannot exist (not a positive integer that fits the column) is simply not found.
  const id = productIdField.safeParse(rawId);
  const product = id.success ? await context.services.catalogue.getProduct(id.data) : null;
  if (!product) return data({ product: null, reviews: [], summary: null }, { status: 404 });
  const [summary, reviews] = await Promise.all([
    context.services.reviews.summaryFor(product.id),
    context.services.reviews.listApproved(product.id),
  ]);
  return {
    // No wholesale prices: the page is the same for every shopper, and may be kept.
    product: toProductView(product),
    summary,
    storefront: context.services.catalogue.buyNow(),
    reviews: reviews.map((r) => ({
      id: r.id,
      name: r.name,
      rating: r.rating,
      title: r.title,
      body: r.body,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}

export interface NotifyResult {
  done: boolean;
  /** The field's message (what the shopper typed). */
  error?: string | undefined;
  /** A message about the request as a whole (sold again, too many sign-ups). */
  formError?: string | undefined;
}

export async function waitForProduct(request: Request, context: AppLoadContext, rawId: string | undefined) {
  const form = await readFormFields(request);
  const parsed = notifyFormSchema.safeParse({ contact: String(form.contact ?? '') });
  if (!parsed.success) {
    const result: NotifyResult = { done: false, error: zodErrorBody(parsed.error).errors.contact };
    return data({ notify: result }, { status: 400 });
  }
  const productId = productIdField.safeParse(rawId);
  const variantId = productIdField.safeParse(form.variantId);
  try {
    const limited = await unlessLimited(() =>
      context.services.stockAlerts.wait(
        {
          productId: productId.success ? productId.data : 0,
          ...(variantId.success ? { variantId: variantId.data } : {}),
          ...contactFields(parsed.data.contact),
        },
        context.clientAddress,
      ),
    );
    if (limited) return data({ notify: { done: false, formError: limited.message } }, limited.init);
  } catch (error) {
    if (!isServiceError(error)) throw error;
    // A phone the shop cannot text is the field's fault; a product sold again is the request's.
    const field = error.fieldErrors?.phone;
    const result: NotifyResult = field
      ? { done: false, error: field }
      : { done: false, formError: error.message };
    return data({ notify: result }, { status: HTTP_STATUS_OF[error.kind] });
  }
  return { notify: { done: true } satisfies NotifyResult };
}
