export { createAdminInvitesService } from './admin-invites';
export { REGISTRATIONS_PER_ADDRESS } from './limits';
export { registeredAgainMail, registeredMail, resellerApprovedMail } from './mails';
export { clearedSessionSetCookie, sessionCookieAttributes, sessionSetCookie } from './session-cookie';
export { SESSION_COOKIE, createSessionsService } from './sessions';
export type { NewSession } from './sessions';
export { REGISTRATION_RECEIVED, createAccountsService } from './sign-in';
export type { SessionUser } from './sign-in';
