// One reseller for /admin/resellers/:id: the same view as GET /api/admin/resellers/:id/orders, the
// account and every wholesale order, newest first.
import { data, type AppLoadContext } from 'react-router';
import { toAdminResellerPage } from '../../../server/services/resellers';

const notFound = () => data('No reseller has this id.', { status: 404, statusText: 'Not Found' });

export async function resellerWithOrders(context: AppLoadContext, rawId: string | undefined) {
  if (!rawId || !/^\d{1,9}$/.test(rawId) || Number(rawId) < 1) throw notFound();
  const view = await context.services.resellers.admin.resellerView(Number(rawId));
  if (!view) throw notFound();
  return toAdminResellerPage(view);
}
