import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { CONTENT_PAGES, announcementVisible } from '../../../core/content-pages';
import { formatShopDateTime } from '../../../core/shop-time';
import { ConsolePageHeader } from '../../components/admin/console-page-header';
import { Card } from '../../components/ui/card';
import { requireConsole } from '../../lib/auth.server';
import { CONTENT_PAGE_INTROS, CONTENT_PAGE_TITLES } from '../../lib/content-form';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/content';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'Content',
    description: 'The shop’s FAQ, policies, story, testimonials, carousel and announcement bar.',
    noIndex: true,
  });
}

export async function loader(args: Route.LoaderArgs) {
  requireConsole(args, 'content.view');
  const { content } = args.context.services;
  const [pages, announcement] = await Promise.all([
    Promise.all(
      CONTENT_PAGES.map(async (page) => {
        const [latest] = await content.versions(page);
        return {
          page,
          savedAt: latest ? latest.savedAt.toISOString() : null,
          savedBy: latest?.savedBy ?? null,
        };
      }),
    ),
    content.read('announcement'),
  ]);
  return { pages, announcementShown: announcementVisible(announcement, new Date()) };
}

export default function Content({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ConsolePageHeader
        title="Content"
        intro="The words and pictures of the shop’s pages. Each page has a preview before saving and keeps its last 20 versions."
      />
      <ul className="grid gap-3 md:grid-cols-2">
        {loaderData.pages.map(({ page, savedAt, savedBy }) => (
          <li key={page}>
            <Card look="console" padding="compact" className="h-full">
              <Link
                to={`/admin/content/${page}`}
                className="group flex min-h-11 items-start justify-between gap-3 rounded-xl"
              >
                <span className="min-w-0">
                  <span className="block text-lg font-semibold text-earth-900 group-hover:underline">
                    {CONTENT_PAGE_TITLES[page]}
                  </span>
                  <span className="mt-1 block text-sm text-ink-muted">{CONTENT_PAGE_INTROS[page]}</span>
                  <span className="mt-2 block text-xs break-words text-ink-muted">
                    {savedAt
                      ? `Changed ${formatShopDateTime(savedAt)} by ${savedBy ?? 'a former admin'}`
                      : 'The original text'}
                    {page === 'announcement' &&
                      (loaderData.announcementShown ? ' · Showing now' : ' · Not showing')}
                  </span>
                </span>
                <ChevronRight className="mt-1 size-5 shrink-0 text-earth-700" aria-hidden="true" />
              </Link>
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}
