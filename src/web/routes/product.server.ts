// 'Notify me when it's back' for browsers without JavaScript: the form posts to the product page,
// which does what POST /api/back-in-stock does (scripted forms call that), with the same schema,
// the same answers and the same limit per address.
import { data, type AppLoadContext } from 'react-router';
import { contactFields } from '../../core/back-in-stock-messages';
import { notifyFormSchema } from '../../core/back-in-stock-schema';
import { productIdField } from '../../core/product-id';
import { zodErrorBody } from '../../core/zod-errors';
import { HTTP_STATUS_OF, isServiceError } from '../../server/services/errors';
import { readFormFields } from '../lib/read-form.server';
import { unlessLimited } from '../lib/rate-limited.server';

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
