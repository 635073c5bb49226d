// The Admins page's read and its invitation, through the same view as GET /api/admin/admins and
// POST /api/admin/admins/invite.
import type { AppLoadContext } from 'react-router';
import type { AdminInviteInput } from '../../../core/admin-invite-schema';
import { invitedNotice, toAdminTeamPage, type SessionUser } from '../../../server/services/accounts';

export async function teamPageData(context: AppLoadContext) {
  return toAdminTeamPage(await context.services.adminInvites.listAdmins());
}

export async function inviteAdmin(context: AppLoadContext, admin: SessionUser, input: AdminInviteInput) {
  return invitedNotice(await context.services.adminInvites.invite(admin, input));
}
