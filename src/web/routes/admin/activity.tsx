import { Form, Link } from 'react-router';
import { ACTIVITY_SUBJECT_LABELS, ACTIVITY_SUBJECTS } from '../../../core/activity-filters';
import { formatShopDateTime } from '../../../core/shop-time';
import { ConsolePageHeader } from '../../components/admin/console-page-header';
import { CsvDownloadLink } from '../../components/admin/csv-download-link';
import { FilterProblems } from '../../components/admin/filter-problems';
import { FilterButtons, FilterInput, FilterSelect } from '../../components/admin/filter-controls';
import { Pager } from '../../components/admin/pager';
import { Card } from '../../components/ui/card';
import { requireConsole } from '../../lib/auth.server';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/activity';
import { activityPageData } from './activity.server';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { title: 'Activity', description: 'Who did what, and when.', noIndex: true });
}

export async function loader(args: Route.LoaderArgs) {
  requireConsole(args, 'personalData.view');
  return activityPageData(args.context, args.request);
}

/** 'status: confirmed → processing' from the before and after of an entry. */
function changes(details: Record<string, unknown>): string[] {
  const before = (details.before ?? {}) as Record<string, unknown>;
  const after = (details.after ?? {}) as Record<string, unknown>;
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].map(
    (key) => `${key}: ${show(before[key])} → ${show(after[key])}`,
  );
}

const show = (value: unknown) =>
  value === undefined || value === null ? '—' : typeof value === 'string' ? value : JSON.stringify(value);

function extra(details: Record<string, unknown>): string {
  const { before: _before, after: _after, ...rest } = details;
  return Object.entries(rest)
    .map(([key, value]) => `${key}: ${show(value)}`)
    .join(' · ');
}

function recordLink(entityType: string, entityId: string): string | null {
  if (entityType === 'order') return `/admin/orders/${entityId}`;
  if (entityType === 'product') return `/admin/products/${entityId}`;
  return null;
}

export default function ActivityLog({ loaderData }: Route.ComponentProps) {
  const { filters, problems, paged, exportQuery } = loaderData;
  return (
    <>
      <ConsolePageHeader
        title="Activity"
        intro="Every change an admin made and every M-Pesa event, newest first. Nothing is ever dropped from it."
        actions={<CsvDownloadLink path="/api/admin/activity/export.csv" query={exportQuery} />}
      />
      <FilterProblems problems={problems} />
      <Card
        as={Form}
        look="console"
        method="get"
        role="search"
        aria-label="Filter activity"
        className="mb-6 grid grid-cols-2 gap-3 p-4 lg:grid-cols-3"
      >
        <FilterSelect
          id="activity-subject"
          name="subject"
          label="Record"
          value={filters.subject}
          options={ACTIVITY_SUBJECTS.map((subject) => [subject, ACTIVITY_SUBJECT_LABELS[subject]])}
        />
        <FilterSelect
          id="activity-actor"
          name="actor"
          label="Who"
          anyLabel="Anyone"
          value={filters.actor}
          options={[
            ['admins', 'Admins'],
            ['shop', 'The shop (automatic)'],
          ]}
        />
        <FilterInput
          id="activity-q"
          name="q"
          type="search"
          label="Record id or action"
          value={filters.q}
          placeholder="e.g. HM-7K2M9QXD"
          className="col-span-2 lg:col-span-1"
        />
        <FilterInput id="activity-from" name="from" type="date" label="From" value={filters.from} />
        <FilterInput id="activity-to" name="to" type="date" label="To" value={filters.to} />
        <FilterButtons clearHref="/admin/activity" />
      </Card>
      {paged.rows.length === 0 ? (
        <Card as="p" look="console" className="border-dashed p-8 text-center text-ink-muted">
          Nothing matches these filters.
        </Card>
      ) : (
        <Card as="ol" look="console" className="divide-y divide-line">
          {paged.rows.map((entry) => {
            const href = recordLink(entry.entityType, entry.entityId);
            const moved = changes(entry.details);
            const rest = extra(entry.details);
            return (
              <li key={entry.id} className="grid gap-1 p-4 text-sm sm:grid-cols-[11rem_minmax(0,1fr)]">
                <p className="text-ink-muted">{formatShopDateTime(entry.at)}</p>
                {/* Galleries and other lists are one long word each: they break at the edge. */}
                <div className="min-w-0 break-words">
                  <p>
                    <span className="font-semibold text-ink">{entry.actor ?? 'Shop (automatic)'}</span> ·{' '}
                    {entry.action} ·{' '}
                    {href ? (
                      <Link to={href} className="text-earth-800 underline underline-offset-4">
                        {entry.entityId}
                      </Link>
                    ) : (
                      <span className="break-all">{entry.entityId}</span>
                    )}
                  </p>
                  {moved.map((line) => (
                    <p key={line} className="text-ink-muted">
                      {line}
                    </p>
                  ))}
                  {rest && <p className="text-xs text-ink-muted">{rest}</p>}
                </div>
              </li>
            );
          })}
        </Card>
      )}
      <Pager paged={paged} noun="entries" />
    </>
  );
}
