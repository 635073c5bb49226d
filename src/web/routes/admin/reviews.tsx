import { Star } from 'lucide-react';
import { decisionFormSchema } from '../../../core/console-forms';
import { REVIEW_STATUSES, type ReviewStatus } from '../../../core/review-schema';
import { ActionNotice } from '../../components/admin/action-notice';
import { ConsolePageHeader } from '../../components/admin/console-page-header';
import { FilterTabs } from '../../components/admin/filter-tabs';
import { Pager } from '../../components/admin/pager';
import { ReviewCard } from '../../components/admin/review-card';
import { EmptyState } from '../../components/ui/empty-state';
import { requireConsole } from '../../lib/auth.server';
import { runConsoleAction } from '../../lib/console-action.server';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/reviews';
import { reviewsPageData } from './reviews.server';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'Reviews',
    description: 'Shoppers’ reviews to approve or reject.',
    noIndex: true,
  });
}

export async function loader(args: Route.LoaderArgs) {
  requireConsole(args, 'reviews.view');
  return reviewsPageData(args.context, args.request);
}

export async function action(args: Route.ActionArgs) {
  const admin = requireConsole(args, 'reviews.moderate');
  return runConsoleAction(args.request, decisionFormSchema, async ({ intent, id }) => {
    const status = intent === 'approve' ? 'approved' : 'rejected';
    const review = await args.context.services.reviews.setStatus(id, status, admin.id);
    return status === 'approved'
      ? `Approved “${review.title}”: it now shows on the product page.`
      : `Rejected “${review.title}”: it is not shown on the product page.`;
  });
}

const TAB_LABELS: Record<ReviewStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};
const EMPTY: Record<ReviewStatus, string> = {
  pending: 'No reviews are waiting. Shoppers’ new reviews appear here before they show on the shop.',
  approved: 'No reviews are approved yet.',
  rejected: 'No reviews have been rejected.',
};

export default function Reviews({ loaderData, actionData }: Route.ComponentProps) {
  const { status, rows, pendingCount } = loaderData;
  return (
    <>
      <ConsolePageHeader
        title="Reviews"
        intro="Shoppers’ reviews show on a product page only once approved. Oldest pending reviews come first."
      />
      <FilterTabs
        label="Reviews by status"
        current={status}
        tabs={REVIEW_STATUSES.map((tab) => ({
          value: tab,
          href: tab === 'pending' ? '/admin/reviews' : `/admin/reviews?status=${tab}`,
          label: TAB_LABELS[tab],
          ...(tab === 'pending' ? { count: pendingCount } : {}),
        }))}
      />
      <ActionNotice notice={actionData} />
      {rows.length === 0 ? (
        <EmptyState Icon={Star} title={`No ${TAB_LABELS[status].toLowerCase()} reviews`}>
          <p>{EMPTY[status]}</p>
        </EmptyState>
      ) : (
        <ul className="space-y-4" aria-label={`${TAB_LABELS[status]} reviews`}>
          {rows.map((review) => (
            <li key={review.id}>
              <ReviewCard review={review} status={status} />
            </li>
          ))}
        </ul>
      )}
      {loaderData.total > 0 && (
        <Pager paged={loaderData} noun={`${TAB_LABELS[status].toLowerCase()} reviews`} />
      )}
    </>
  );
}
