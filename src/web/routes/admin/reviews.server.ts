// The Reviews page's read: the same view as GET /api/admin/reviews, one page of the tab in the address.
import type { AppLoadContext } from 'react-router';
import { filterOf } from '../../../core/console-filters';
import { pageNumber } from '../../../core/paging';
import { REVIEW_STATUSES } from '../../../core/review-schema';
import { toAdminReviewsPage } from '../../../server/services/reviews';
import { keepWithinList } from '../../lib/console-paging.server';

export async function reviewsPageData(context: AppLoadContext, request: Request) {
  const query = new URL(request.url).searchParams;
  const status = filterOf(REVIEW_STATUSES, query.get('status'));
  const view = await context.services.reviews.adminView(status, pageNumber(query.get('page')));
  keepWithinList(request, view.paged);
  return toAdminReviewsPage(view);
}
