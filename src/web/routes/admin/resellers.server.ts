// The /admin/resellers list: one page of a status, and for approved resellers their order count
// and value from one grouped query for the whole page.
import type { AppLoadContext } from 'react-router';
import type { ResellerTab } from '../../../core/console-filters';

export async function resellerList(context: AppLoadContext, status: ResellerTab, page: number) {
  const { accounts, resellerOrdersAdmin } = context.services;
  const [paged, pendingCount] = await Promise.all([
    accounts.listResellersPage(status, page),
    accounts.countPendingResellers(),
  ]);
  const totals =
    status === 'approved' ? await resellerOrdersAdmin.totalsFor(paged.rows.map((user) => user.id)) : null;
  return {
    pendingCount,
    page: paged.page,
    pageSize: paged.pageSize,
    total: paged.total,
    rows: paged.rows.map((user) => ({
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

export type ResellerListRow = Awaited<ReturnType<typeof resellerList>>['rows'][number];
