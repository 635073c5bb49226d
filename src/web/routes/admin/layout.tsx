import { Outlet } from 'react-router';
import { ConsoleNav } from '../../components/admin/console-nav';
import { PageContainer } from '../../components/ui/page-container';
import { requireConsole } from '../../lib/auth.server';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/layout';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { title: 'Shop console', description: 'Run the shop.', noIndex: true });
}

// Every console route checks the role in its own loader and action too: React Router runs the
// loaders of a layout and its page side by side, so this one alone would not stop a page's data.
export function loader(args: Route.LoaderArgs) {
  const admin = requireConsole(args, 'console.view');
  return { admin: { firstName: admin.firstName, role: admin.consoleRole ?? 'staff' } };
}

export default function ConsoleLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div>
      <PageContainer className="py-6 lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-8 lg:py-10 print:block print:p-0">
        <aside className="mb-6 lg:mb-0 print:hidden">
          <p className="mb-3 hidden text-sm text-ink-muted lg:block">
            Signed in as <span className="font-semibold text-earth-900">{loaderData.admin.firstName}</span>
          </p>
          <ConsoleNav role={loaderData.admin.role} />
        </aside>
        <div className="min-w-0">
          <Outlet />
        </div>
      </PageContainer>
    </div>
  );
}
