// The Messages page's read: the same view as GET /api/admin/messages, for the tab in the address.
import type { AppLoadContext } from 'react-router';
import { filterOf, MESSAGE_FILTERS } from '../../../core/console-filters';
import { pageNumber } from '../../../core/paging';
import { toAdminMessagesPage } from '../../../server/services/messages';
import { keepWithinList } from '../../lib/console-paging.server';

export async function messagesPageData(context: AppLoadContext, request: Request) {
  const query = new URL(request.url).searchParams;
  const status = filterOf(MESSAGE_FILTERS, query.get('status'));
  const view = await context.services.messages.admin.view(status, pageNumber(query.get('page')));
  keepWithinList(request, view.paged);
  return toAdminMessagesPage(view);
}
