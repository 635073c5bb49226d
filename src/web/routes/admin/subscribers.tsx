import { Mail } from 'lucide-react';
import { SUBSCRIBER_LISTS, type SubscriberList } from '../../../core/console-filters';
import { ConsoleDate } from '../../components/admin/console-date';
import { ConsolePageHeader } from '../../components/admin/console-page-header';
import { CsvDownloadLink } from '../../components/admin/csv-download-link';
import { FilterTabs } from '../../components/admin/filter-tabs';
import { Pager } from '../../components/admin/pager';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { requireConsole } from '../../lib/auth.server';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/subscribers';
import { subscribersPageData } from './subscribers.server';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'Subscribers',
    description: 'Newsletter subscribers and the reseller waitlist.',
    noIndex: true,
  });
}

export async function loader(args: Route.LoaderArgs) {
  requireConsole(args, 'personalData.view');
  return subscribersPageData(args.context, args.request);
}

const LISTS: Record<SubscriberList, { label: string; noun: string; csv: string; empty: string }> = {
  newsletter: {
    label: 'Newsletter',
    noun: 'newsletter subscribers',
    csv: '/api/admin/subscribers.csv',
    empty: 'Addresses given in the footer’s newsletter form appear here.',
  },
  waitlist: {
    label: 'Reseller waitlist',
    noun: 'addresses on the reseller waitlist',
    csv: '/api/admin/reseller-waitlist.csv',
    empty: 'Businesses that ask to be told when the reseller programme opens (/resellers) appear here.',
  },
};

export default function Subscribers({ loaderData }: Route.ComponentProps) {
  const { list, rows, counts } = loaderData;
  const current = LISTS[list];
  return (
    <>
      <ConsolePageHeader
        title="Subscribers"
        intro="Who asked to hear from the shop, newest first. Download a list as CSV for a mailing tool."
        actions={
          <CsvDownloadLink path={current.csv}>
            <span className="sr-only"> of the {current.label.toLowerCase()}</span>
          </CsvDownloadLink>
        }
      />
      <FilterTabs
        label="Sign-up lists"
        current={list}
        tabs={SUBSCRIBER_LISTS.map((tab) => ({
          value: tab,
          href: tab === 'newsletter' ? '/admin/subscribers' : `/admin/subscribers?list=${tab}`,
          label: LISTS[tab].label,
          count: counts[tab],
        }))}
      />
      {rows.length === 0 ? (
        <EmptyState Icon={Mail} title={`No ${current.noun} yet`}>
          <p>{current.empty}</p>
        </EmptyState>
      ) : (
        <Card className="overflow-hidden">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{current.label}</caption>
            <thead className="bg-shea-100 text-ink-muted">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Email
                </th>
                <th scope="col" className="px-4 py-3 text-right font-semibold whitespace-nowrap">
                  Signed up
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {rows.map((row) => (
                <tr key={row.email}>
                  <td className="px-4 py-3 break-all text-ink">
                    <a href={`mailto:${row.email}`} className="underline-offset-4 hover:underline">
                      {row.email}
                    </a>
                  </td>
                  <td className="px-4 py-3 text-right whitespace-nowrap text-ink-muted">
                    <ConsoleDate iso={row.createdAt} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
      )}
      {loaderData.total > 0 && <Pager paged={loaderData} noun={current.noun} />}
    </>
  );
}
