import { useRouteLoaderData } from 'react-router';
import type { ConsoleRole } from '../../core/console-permissions';

/**
 * The signed-in member's console role, from the console layout's loader, for pages that show the
 * owners' controls to owners only. The server checks every action again; this only hides buttons.
 */
export function useConsoleRole(): ConsoleRole {
  const data = useRouteLoaderData('routes/admin/layout') as { admin: { role: ConsoleRole } } | undefined;
  return data?.admin.role ?? 'staff';
}
