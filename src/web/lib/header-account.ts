// What the header shows of the signed-in person: a name for the menu and where Dashboard leads.
import { isAdmin } from '../../core/roles';

export interface HeaderAccount {
  /** The business for resellers; admins have none, so their first name. */
  name: string;
  dashboardHref: string;
}

interface Account {
  firstName: string;
  businessName: string;
  isApproved: boolean;
  role: string;
}

/** Where a signed-in person works: the console, the reseller dashboard, or the pending page. */
export function accountHomePath(user: Pick<Account, 'isApproved' | 'role'>): string {
  if (isAdmin(user)) return '/admin';
  return user.isApproved ? '/reseller' : '/reseller/pending';
}

export function headerAccount(user: Account | null): HeaderAccount | null {
  if (!user) return null;
  return { name: user.businessName || user.firstName, dashboardHref: accountHomePath(user) };
}
