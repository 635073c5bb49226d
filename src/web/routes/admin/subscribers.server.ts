// The Subscribers page's read: the same view as GET /api/admin/subscribers (or the waitlist's), for
// the list in the address.
import type { AppLoadContext } from 'react-router';
import { filterOf, SUBSCRIBER_LISTS } from '../../../core/console-filters';
import { pageNumber } from '../../../core/paging';
import { toAdminSubscribersPage } from '../../../server/services/messages';
import { keepWithinList } from '../../lib/console-paging.server';

export async function subscribersPageData(context: AppLoadContext, request: Request) {
  const query = new URL(request.url).searchParams;
  const list = filterOf(SUBSCRIBER_LISTS, query.get('list'));
  const view = await context.services.messages.subscribers.view(list, pageNumber(query.get('page')));
  keepWithinList(request, view.paged);
  return toAdminSubscribersPage(view);
}
