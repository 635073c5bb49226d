// The Admins page's read and its invitation, through the same view as GET /api/admin/admins and
// POST /api/admin/admins/invite.
import type { AppLoadContext } from 'react-router';
import type { AdminInviteInput } from '../../../core/admin-invite-schema';
import type { MemberAction } from '../../../core/console-team-schema';
import { invitedNotice, toAdminTeamPage, type SessionUser } from '../../../server/services/accounts';

export async function teamPageData(context: AppLoadContext, viewer: SessionUser) {
  return {
    ...toAdminTeamPage(await context.services.accounts.invites.listAdmins()),
    viewerId: viewer.id,
    viewerTwoFactor: viewer.twoFactorEnabled,
    twoFactorRequired: await context.services.accounts.twoFactorRequired(),
  };
}

/** The owner's switch: two-step sign-in asked of every console member, or left to each. */
export async function setTwoFactorPolicy(context: AppLoadContext, owner: SessionUser, required: boolean) {
  await context.services.accounts.requireTwoFactor(owner, required);
  return required
    ? 'Two-step sign-in is now required: members without it are asked to set it up before anything else.'
    : 'Two-step sign-in is now each member’s choice.';
}

export async function inviteAdmin(context: AppLoadContext, admin: SessionUser, input: AdminInviteInput) {
  return invitedNotice(await context.services.accounts.invites.invite(admin, input));
}

/** One of the buttons beside a member, through the same service as the /api/admin/admins/{id} routes. */
export async function actOnMember(
  context: AppLoadContext,
  owner: SessionUser,
  intent: MemberAction,
  memberId: number,
): Promise<string> {
  const team = context.services.accounts.team;
  switch (intent) {
    case 'sign-out': {
      const { sessionsEnded } = await team.signOutEverywhere(owner, memberId);
      return `Signed out everywhere (${sessionsEnded} session${sessionsEnded === 1 ? '' : 's'} ended).`;
    }
    case 'disable':
      await team.setDisabled(owner, memberId, true);
      return 'Account disabled: signed out, and refused at sign-in until enabled again.';
    case 'enable':
      await team.setDisabled(owner, memberId, false);
      return 'Account enabled: they can sign in again.';
    case 'make-owner':
      await team.changeRole(owner, memberId, 'owner');
      return 'Now an owner.';
    case 'make-staff':
      await team.changeRole(owner, memberId, 'staff');
      return 'Now staff.';
    case 'reset-two-factor': {
      await team.resetTwoFactor(owner, memberId);
      return 'Two-step sign-in reset and signed out: their next sign-in takes the password alone.';
    }
  }
}
