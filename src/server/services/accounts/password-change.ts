// A signed-in reseller or console member choosing a new password: the current one is asked, and
// counted like a sign-in guess (limits.ts), so a borrowed session cannot try passwords faster
// than the sign-in form allows.
import { WRONG_CURRENT_PASSWORD } from '../../../core/password-messages';
import type { PasswordChangeInput } from '../../../core/password-schemas';
import { isPasswordTheEmail, PASSWORD_IS_EMAIL } from '../../../core/password-rules';
import type { Database } from '../../db/client';
import { hashPassword, verifyPassword } from '../../lib/password';
import { ServiceError } from '../errors';
import type { RateLimits } from '../limits';
import { enqueueMail } from '../notifications';
import { readBrand } from '../settings';
import { createSignInLimits } from './limits';
import { passwordChangedMail } from './mails';
import { setPassword } from './password-set';
import { findUserRow, type SessionUser } from './users';

export interface PasswordChangeOptions {
  limits: RateLimits;
  publicUrl: string;
}

export function createPasswordChange(db: Database, { limits, publicUrl }: PasswordChangeOptions) {
  const signInLimits = createSignInLimits(limits);
  return {
    /** Keeps `sessionToken`'s session and ends the account's others. */
    async changePassword(
      user: SessionUser,
      sessionToken: string,
      { currentPassword, newPassword }: PasswordChangeInput,
      clientAddress: string,
    ): Promise<{ sessionsEnded: number }> {
      const attempt = await signInLimits.admit(user.email, clientAddress);
      const row = await findUserRow(db, user.email);
      if (!row || !(await verifyPassword(currentPassword, row.passwordHash))) {
        throw new ServiceError('invalid', WRONG_CURRENT_PASSWORD, {
          currentPassword: WRONG_CURRENT_PASSWORD,
        });
      }
      await attempt.succeeded();
      if (isPasswordTheEmail(newPassword, row.email)) {
        throw new ServiceError('invalid', PASSWORD_IS_EMAIL, { newPassword: PASSWORD_IS_EMAIL });
      }
      const passwordHash = await hashPassword(newPassword);
      return db.transaction(async (tx) => {
        const { auditId, sessionsEnded } = await setPassword(tx, {
          userId: row.id,
          passwordHash,
          keepSessionToken: sessionToken,
          action: 'user.password_changed',
        });
        const { shopName } = await readBrand(tx);
        await enqueueMail(tx, `audit-event:${auditId}`, passwordChangedMail(row, publicUrl, shopName));
        return { sessionsEnded };
      });
    },
  };
}
