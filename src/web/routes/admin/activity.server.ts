// The Activity page's read: the same view as GET /api/admin/activity, for the filters in the address.
import { data, type AppLoadContext } from 'react-router';
import { lenientActivityFilters } from '../../../core/activity-filters';
import { pageNumber } from '../../../core/paging';
import { toActivityPage } from '../../../server/services/audit';

export async function activityPageData(context: AppLoadContext, request: Request) {
  const params = new URL(request.url).searchParams;
  const { filters, problems } = lenientActivityFilters(params);
  const view = await context.services.audit.view(filters, pageNumber(params.get('page')));
  // A bad filter is the caller's mistake, as on the API: 400, with the list unfiltered by it.
  return data({ ...toActivityPage(view), problems }, { status: problems.length > 0 ? 400 : 200 });
}
