// The console's forms that take products out of the shop: deleting one (archived instead when it
// was ever ordered), restoring an archived one, and removing the demo catalogue. Each needs the
// confirmation ticked; each success redirects with `?done=` naming what happened.
import { data, redirect, type AppLoadContext } from 'react-router';
import { isServiceErrorOf } from '../../../server/services/errors';

export const CONFIRM_DELETE = 'Tick the box to confirm the deletion';
export const CONFIRM_DEMO_REMOVAL = 'Tick the box to confirm removing the demo products';

/** What a refused removal form gets back. */
export interface RemovalRefusal {
  intent: 'delete' | 'remove-demo';
  error: string;
}

const refuse = (intent: RemovalRefusal['intent'], status: number, error: string) =>
  data<RemovalRefusal>({ intent, error }, { status });

/** The Products list's notice after a removal, from the address the form redirected to. */
export function removalNotice(request: Request): string | null {
  const params = new URL(request.url).searchParams;
  const count = (name: string) => Number(/^\d{1,4}$/.test(params.get(name) ?? '') ? params.get(name) : 0);
  switch (params.get('done')) {
    case 'deleted':
      return 'Product deleted, with its reviews and wishlist entries.';
    case 'archived':
      return 'The product has orders, so it is archived: kept for them, out of the shop and this list (see Archived).';
    case 'demo-removed': {
      const archived = count('archived');
      const kept =
        archived === 0 ? '' : ` ${archived} had orders and ${archived === 1 ? 'is' : 'are'} archived.`;
      return `The demo products are gone: ${count('deleted')} deleted.${kept}`;
    }
    default:
      return null;
  }
}

export async function deleteProduct(context: AppLoadContext, adminId: number, id: number, form: FormData) {
  if (form.get('confirm') !== 'yes') return refuse('delete', 400, CONFIRM_DELETE);
  try {
    const removed = await context.services.catalogue.admin.remove(adminId, id);
    return redirect(`/admin/products?done=${removed.outcome}`);
  } catch (error) {
    if (isServiceErrorOf(error, 'conflict')) return refuse('delete', 409, error.message);
    if (isServiceErrorOf(error, 'not_found')) throw data('Product not found', { status: 404 });
    throw error;
  }
}

export async function restoreProduct(context: AppLoadContext, adminId: number, id: number) {
  try {
    await context.services.catalogue.admin.restore(adminId, id);
  } catch (error) {
    if (isServiceErrorOf(error, 'not_found')) throw data('Product not found', { status: 404 });
    throw error;
  }
  return redirect(`/admin/products/${id}?done=restored`);
}

export async function removeDemoProducts(context: AppLoadContext, adminId: number, form: FormData) {
  if (form.get('intent') !== 'remove-demo') {
    return refuse('remove-demo', 400, 'This form could not be read. Please reload the page and try again.');
  }
  if (form.get('confirm') !== 'yes') return refuse('remove-demo', 400, CONFIRM_DEMO_REMOVAL);
  const removed = await context.services.catalogue.admin.removeDemoProducts(adminId);
  const of = (outcome: string) => removed.filter((product) => product.outcome === outcome).length;
  return redirect(`/admin/products?done=demo-removed&deleted=${of('deleted')}&archived=${of('archived')}`);
}
