// Accounts: resellers and admins, their sessions and cookies, registration and sign-in, the
// owner's review of reseller applications and admins' invitations, with the mails they send.
import type { Database } from '../../db/client';
import type { RateLimits } from '../limits';
import { createRateLimits } from '../limits';
import { createOrPromoteAdmin } from './admins';
import { createSessionsService } from './sessions';
import { createPasswordChange } from './password-change';
import { createPasswordReset } from './password-reset';
import { createResellerReview, type ResellerReviewOptions } from './reseller-review';
import { createSignIn, type SignInOptions } from './sign-in';
import { createTaxDetails } from './tax-details';
import { createTwoFactor, type TwoFactorOptions } from './two-factor';

export type AccountsOptions = SignInOptions &
  ResellerReviewOptions &
  Pick<TwoFactorOptions, 'onTwoFactorEvent'> & {
    /** Where mailed links point (password resets); the command line's admins need none. */
    publicUrl?: string;
    /** Seals two-step sign-in secrets in the database (loadTwoFactorKey). */
    twoFactorKey: Buffer;
  };
export type AccountsService = ReturnType<typeof createAccountsService>;

/** `services.accounts`: sign-in, the command line's admins and the reseller review, over one database. */
export function createAccountsService(db: Database, options: AccountsOptions) {
  const limits: RateLimits = options.limits ?? createRateLimits(db);
  const passwords = { limits, publicUrl: options.publicUrl ?? '' };
  const sessionStore = createSessionsService(db);
  return {
    ...createSignIn(db, { ...options, limits }),
    ...createPasswordReset(db, passwords),
    ...createPasswordChange(db, passwords),
    ...createTwoFactor(db, { limits, key: options.twoFactorKey, onTwoFactorEvent: options.onTwoFactorEvent }),
    /** The account's own sessions: listed with where they were opened, and ended one by one. */
    listSessions: (userId: number, currentToken: string | null) => sessionStore.list(userId, currentToken),
    endSession: (userId: number, sessionId: number, currentToken: string | null) =>
      sessionStore.endOne(userId, sessionId, currentToken),
    createOrPromoteAdmin: (input: Parameters<typeof createOrPromoteAdmin>[1]) =>
      createOrPromoteAdmin(db, input),
    ...createResellerReview(db, options),
    /** A reseller's KRA PIN, for the shop's tax invoices. */
    ...createTaxDetails(db),
  };
}

export { accountMailHooks } from './mail-hooks';
export { createAdminInvitesService } from './admin-invites';
export { createAdminTeamService, LAST_OWNER } from './admin-team';
export { invitedNotice, toAdminTeamJson, toAdminTeamPage, toInvitedJson } from './admin-team-view';
export { REGISTRATIONS_PER_ADDRESS } from './limits';
export {
  DEVICE_COOKIE,
  clearedSessionSetCookie,
  deviceCookieExpiry,
  deviceSetCookie,
  sessionCookieAttributes,
  sessionSetCookie,
} from './session-cookie';
export { SESSION_COOKIE, createSessionsService } from './sessions';
export type { NewSession, SessionSummary } from './sessions';
export type { ResellerStatus } from './reseller-review';
export type { TwoFactorSetup, TwoFactorStatus } from './two-factor';
export { loadTwoFactorKey, type TwoFactorKeySource } from './two-factor-key';
export { createTwoFactorSecretBox, TwoFactorKeyError } from './two-factor-secret-box';
export { sealClearTwoFactorSecrets } from './two-factor-clear-secrets';
export { ACCOUNT_DISABLED, REGISTRATION_RECEIVED } from './sign-in';
export { kraPinOf, RESELLERS_ONLY } from './tax-details';
export { accountContacts, businessNamesLike } from './contacts';
export type { AccountContact } from './contacts';
export type { SignInDevice } from './sign-in';
export type { SessionUser } from './users';
export { accountsPersonalData } from './personal-data';
export { toUserJson } from './user-json';
export { accountEmails, accountNames } from './account-names';
