import { Store } from 'lucide-react';
import { RESELLER_TABS, type ResellerTab } from '../../../core/console-filters';
import { decisionFormSchema } from '../../../core/console-forms';
import { ActionNotice } from '../../components/admin/action-notice';
import { ConsolePageHeader } from '../../components/admin/console-page-header';
import { FilterTabs } from '../../components/admin/filter-tabs';
import { Pager } from '../../components/admin/pager';
import { ResellerCard } from '../../components/admin/reseller-card';
import { EmptyState } from '../../components/ui/empty-state';
import { requireConsole } from '../../lib/auth.server';
import { runConsoleAction } from '../../lib/console-action.server';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/resellers';
import { resellersPageData } from './resellers.server';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'Resellers',
    description: 'Reseller applications and accounts.',
    noIndex: true,
  });
}

export async function loader(args: Route.LoaderArgs) {
  requireConsole(args, 'resellers.view');
  return resellersPageData(args.context, args.request);
}

export async function action(args: Route.ActionArgs) {
  const admin = requireConsole(args, 'resellers.decide');
  const { accounts } = args.context.services;
  return runConsoleAction(args.request, decisionFormSchema, async ({ intent, id }) => {
    if (intent === 'approve') {
      const reseller = await accounts.approveReseller(admin.id, id);
      return `Approved ${reseller.businessName || reseller.firstName}: they can now sign in and order at wholesale prices.`;
    }
    const reseller = await accounts.rejectReseller(admin.id, id);
    return `Rejected ${reseller.businessName || reseller.firstName}: they are signed out and cannot order.`;
  });
}

const TAB_LABELS: Record<ResellerTab, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};
const EMPTY: Record<ResellerTab, string> = {
  pending: 'No applications are waiting. New ones appear here when a business creates an account.',
  approved: 'No resellers are approved yet.',
  rejected: 'No applications have been rejected.',
};

export default function Resellers({ loaderData, actionData }: Route.ComponentProps) {
  const { status, rows, pendingCount } = loaderData;
  return (
    <>
      <ConsolePageHeader
        title="Resellers"
        intro="Approve businesses that applied for wholesale prices, and follow what approved resellers order."
      />
      <FilterTabs
        label="Resellers by status"
        current={status}
        tabs={RESELLER_TABS.map((tab) => ({
          value: tab,
          href: tab === 'pending' ? '/admin/resellers' : `/admin/resellers?status=${tab}`,
          label: TAB_LABELS[tab],
          ...(tab === 'pending' ? { count: pendingCount } : {}),
        }))}
      />
      <ActionNotice notice={actionData} />
      {rows.length === 0 ? (
        <EmptyState Icon={Store} title={`No ${TAB_LABELS[status].toLowerCase()} resellers`}>
          <p>{EMPTY[status]}</p>
        </EmptyState>
      ) : (
        <ul className="space-y-4" aria-label={`${TAB_LABELS[status]} resellers`}>
          {rows.map((reseller) => (
            <li key={reseller.id}>
              <ResellerCard reseller={reseller} status={status} />
            </li>
          ))}
        </ul>
      )}
      {loaderData.total > 0 && (
        <Pager paged={loaderData} noun={`${TAB_LABELS[status].toLowerCase()} resellers`} />
      )}
    </>
  );
}
