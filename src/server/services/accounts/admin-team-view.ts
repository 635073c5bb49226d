// The console's Admins screen through its two doors, both from adminInvites.listAdmins: GET
// /api/admin/admins as JSON, and the page's loader data, times as dates. An invitation answers each
// door in its own words; its token stays in the mail it was sent in.
import type { AdminSummary } from './admin-invites';

export function toAdminTeamJson(admins: AdminSummary[]) {
  return admins.map((admin) => ({ ...admin, createdAt: admin.createdAt.toISOString() }));
}

export function toAdminTeamPage(admins: AdminSummary[]) {
  return { admins };
}

interface Invited {
  email: string;
  expiresAt: Date;
}

export function toInvitedJson(invited: Invited) {
  return { message: `Invitation sent to ${invited.email}`, expiresAt: invited.expiresAt.toISOString() };
}

export function invitedNotice(invited: Invited) {
  return `Invitation sent to ${invited.email}. The link works once, for 3 days.`;
}
