// The products console's loaders: the same reads and views as GET /api/admin/products[/:id].
import { data, type AppLoadContext } from 'react-router';
import { productListQuerySchema } from '../../../core/product-list-query';
import { toAdminProductListPage, toProductEditPage } from '../../../server/services/catalogue';
import { isServiceErrorOf } from '../../../server/services/errors';
import { removalNotice } from './product-removal.server';
import { doneMessage, productIdParam } from './products.server';

/** The Products page, for the search, filter and page in its address. */
export async function productListPageData(context: AppLoadContext, request: Request) {
  const params = new URL(request.url).searchParams;
  // A hand-edited address (an unknown filter, a huge search) shows the whole list, not an error.
  const parsed = productListQuerySchema.safeParse({
    q: params.get('q') ?? undefined,
    filter: params.get('filter') ?? undefined,
    page: params.get('page') ?? undefined,
  });
  const query = parsed.success ? parsed.data : productListQuerySchema.parse({});
  const admin = context.services.catalogue.admin;
  const [view, demo] = await Promise.all([admin.listView(query), admin.demoProducts()]);
  return {
    ...toAdminProductListPage(view),
    /** The demo catalogue still in the shop: the page offers to remove it while any is left. */
    demo: demo.map((product) => product.name),
    notice: removalNotice(request),
  };
}

/** A product's edit page, with what the form just did (`?done=`). */
export async function productEditPageData(
  context: AppLoadContext,
  request: Request,
  rawId: string | undefined,
) {
  try {
    const product = await context.services.catalogue.admin.get(productIdParam(rawId));
    return { ...toProductEditPage(product), done: doneMessage(request) };
  } catch (error) {
    if (isServiceErrorOf(error, 'not_found')) throw data('Product not found', { status: 404 });
    throw error;
  }
}
