// The console's reseller screens in one read each: the accounts (accounts/) with their wholesale
// orders or order totals (admin-orders.ts). Accounts carry no credentials: a SessionUser has none.
import type { Paged } from '../../../core/paging';
import type { AccountsService, ResellerStatus, SessionUser } from '../accounts';
import type { ResellerOrdersAdminService, ResellerOrderTotals } from './admin-orders';
import type { WholesaleOrder } from './wholesale';

/** The Resellers screen: one status's resellers, the pending count its tab shows, and order totals. */
export interface AdminResellersView<S extends ResellerStatus = ResellerStatus> {
  status: S;
  paged: Paged<SessionUser>;
  pendingCount: number;
  /** The approved tab's order count and value per reseller on the page; null on the other tabs. */
  totals: Map<number, ResellerOrderTotals> | null;
}

/** One reseller's screen: the account in any standing and its wholesale orders, newest first. */
export interface AdminResellerView {
  reseller: SessionUser;
  orders: WholesaleOrder[];
}

type Accounts = Pick<
  AccountsService,
  'listResellers' | 'listResellersPage' | 'countPendingResellers' | 'findReseller'
>;

export type ResellersAdminService = ReturnType<typeof createResellersAdminService>;

export function createResellersAdminService(accounts: Accounts, orders: ResellerOrdersAdminService) {
  /** The whole list of a status (API callers ask for it unpaged, 'all' included), as one page. */
  async function everyReseller(status: ResellerStatus): Promise<Paged<SessionUser>> {
    const rows = await accounts.listResellers(status);
    return { rows, page: 1, pageSize: rows.length, total: rows.length };
  }

  return {
    /** Without a page: every reseller of the status, newest first, and no totals. */
    async listView<S extends ResellerStatus>(status: S, page?: number): Promise<AdminResellersView<S>> {
      const [paged, pendingCount] = await Promise.all([
        page === undefined || status === 'all'
          ? everyReseller(status)
          : accounts.listResellersPage(status, page),
        accounts.countPendingResellers(),
      ]);
      const totals =
        status === 'approved' && page !== undefined
          ? await orders.totalsFor(paged.rows.map((user) => user.id))
          : null;
      return { status, paged, pendingCount, totals };
    },

    /** Null for an unknown id or an admin. */
    async resellerView(id: number): Promise<AdminResellerView | null> {
      const reseller = await accounts.findReseller(id);
      return reseller && { reseller, orders: await orders.ordersOf(id) };
    },
  };
}
