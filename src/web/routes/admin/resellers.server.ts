// The /admin/resellers list: the same view as GET /api/admin/resellers, one page of the tab in the
// address, with approved resellers' order count and value from one grouped query for the page.
import type { AppLoadContext } from 'react-router';
import { filterOf, RESELLER_TABS } from '../../../core/console-filters';
import { pageNumber } from '../../../core/paging';
import { toAdminResellersPage } from '../../../server/services/resellers';
import { keepWithinList } from '../../lib/console-paging.server';

export async function resellersPageData(context: AppLoadContext, request: Request) {
  const query = new URL(request.url).searchParams;
  const status = filterOf(RESELLER_TABS, query.get('status'));
  const view = await context.services.resellers.admin.listView(status, pageNumber(query.get('page')));
  keepWithinList(request, view.paged);
  return toAdminResellersPage(view);
}
