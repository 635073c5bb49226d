import { ConsolePageHeader } from '../../components/admin/console-page-header';
import { requireAdmin } from '../../lib/auth.server';
import type { Route } from './+types/today';

export function loader(args: Route.LoaderArgs) {
  const admin = requireAdmin(args);
  return { firstName: admin.firstName };
}

export default function Today({ loaderData }: Route.ComponentProps) {
  return <ConsolePageHeader title="Today" intro={`Good to see you, ${loaderData.firstName}.`} />;
}
