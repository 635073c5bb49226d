// The console's Resellers screen through its two doors, both from resellersAdmin.listView:
// GET /api/admin/resellers as JSON, every reseller of the status as an array; and the page's loader
// data, one page of a tab with the pending count and, on the approved tab, each one's orders.
import { toPagedJson } from '../../../core/paged-json';
import type { ResellerStatus } from '../accounts';
import type { AdminResellersView } from './admin-resellers';
import { toResellerJson } from './admin-reseller-view';

export function toAdminResellersJson(view: AdminResellersView) {
  return view.paged.rows.map(toResellerJson);
}

export function toAdminResellersPage<S extends ResellerStatus>({
  status,
  paged,
  pendingCount,
  totals,
}: AdminResellersView<S>) {
  return {
    status,
    pendingCount,
    ...toPagedJson(paged, (user) => ({
      id: user.id,
      businessName: user.businessName,
      name: `${user.firstName} ${user.lastName}`,
      email: user.email,
      phone: user.phone,
      appliedAt: user.createdAt.toISOString(),
      approvedAt: user.approvedAt?.toISOString() ?? null,
      orders: totals?.get(user.id) ?? null,
    })),
  };
}
