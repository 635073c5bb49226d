// What the header shows of the signed-in person: a name for the menu and where Dashboard leads.

export interface HeaderAccount {
  /** The business for resellers; admins have none, so their first name. */
  name: string;
  dashboardHref: string;
}

export function headerAccount(
  user: { firstName: string; businessName: string; isApproved: boolean } | null,
): HeaderAccount | null {
  if (!user) return null;
  return {
    name: user.businessName || user.firstName,
    dashboardHref: user.isApproved ? '/reseller' : '/reseller/pending',
  };
}
