// Whether a signed-in account may take a console action, and if not, why: the one rule the API's
// guards (server/api/guards.ts) and the pages' (web/lib/auth.server.ts) both apply, each answering
// a refusal its own way (a 403 with a message, or a redirect to where it is mended).
import {
  CONSOLE_ACTIONS,
  can,
  needsStepUp,
  type ConsoleAction,
  type ConsoleRole,
} from './console-permissions';
import { isAdmin } from './roles';
import { hasFreshSecondFactor } from './two-factor';

export interface ConsoleAccount {
  role: string;
  consoleRole: ConsoleRole | null;
  twoFactorEnabled: boolean;
}

/** What the session says of its two-step sign-in. */
export interface SecondFactorStanding {
  /** The shop asks every console member for two-step sign-in and this one has not set it up. */
  setupRequired: boolean;
  /** When the session last gave a code, if ever. */
  secondFactorAt: Date | null;
}

export type ConsoleRefusal = 'not_admin' | 'two_factor_setup' | 'not_permitted' | 'step_up';

/** Why `account` may not take `action`, the first reason in this order, or null when it may. */
export function consoleRefusal(
  account: ConsoleAccount,
  standing: SecondFactorStanding,
  action: ConsoleAction,
): ConsoleRefusal | null {
  if (!isAdmin(account)) return 'not_admin';
  if (standing.setupRequired) return 'two_factor_setup';
  if (!can(account.consoleRole, CONSOLE_ACTIONS[action].permission)) return 'not_permitted';
  return stepUpNeeded(account, standing.secondFactorAt, action) ? 'step_up' : null;
}

/**
 * Step-up, where the table asks for it: an account with two-step sign-in must have given a code in
 * the last 10 minutes, so a stolen session cookie alone does not reach these actions.
 */
export function stepUpNeeded(
  account: Pick<ConsoleAccount, 'twoFactorEnabled'>,
  secondFactorAt: Date | null,
  action: ConsoleAction,
): boolean {
  return needsStepUp(action) && account.twoFactorEnabled && !hasFreshSecondFactor(secondFactorAt);
}
