// "Forgot password?": a one-time link by mail, then a new password chosen from it. The form answers
// the same whether or not the address has an account, after the same queries, so it tells a
// stranger nothing (a disabled account is answered as no account, and its links stop working); the link's token is stored only as its SHA-256, works for an hour and once,
// and asking again retires the links sent before.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { RESET_LINK_GONE } from '../../../core/password-messages';
import type { PasswordResetConfirmInput } from '../../../core/password-schemas';
import { isPasswordTheEmail, PASSWORD_IS_EMAIL } from '../../../core/password-rules';
import type { Database } from '../../db/client';
import { passwordResetLinks, users } from './tables';
import { hashPassword } from '../../lib/password';
import { ServiceError } from '../errors';
import type { RateLimits } from '../limits';
import { enqueueMail } from '../notifications';
import { readBrand } from '../settings';
import { emailSubject, PASSWORD_RESET_ADDRESS_RULE, PASSWORD_RESET_MAIL_RULE } from './limits';
import { passwordChangedMail, passwordResetMail } from './mails';
import { setPassword } from './password-set';

export const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function resetLink(publicUrl: string, token: string): string {
  return `${publicUrl}/reset-password?token=${token}`;
}

export interface PasswordResetOptions {
  limits: RateLimits;
  publicUrl: string;
}

export function createPasswordReset(db: Database, { limits, publicUrl }: PasswordResetOptions) {
  return {
    /** Past the per-address limit this throws a RateLimitedError (429); otherwise it says nothing. */
    async requestPasswordReset(email: string, clientAddress: string): Promise<void> {
      await limits.enforce(
        PASSWORD_RESET_ADDRESS_RULE,
        clientAddress,
        'Too many reset requests from this address. Please try again later.',
      );
      const token = randomBytes(32).toString('base64url');
      const now = Date.now();
      await db.transaction(async (tx) => {
        const address = emailSubject(email);
        const mayMail = (await limits.hit(PASSWORD_RESET_MAIL_RULE, address, tx)).allowed;
        const [user] = await tx
          .select({
            id: users.id,
            email: users.email,
            firstName: users.firstName,
            disabledAt: users.disabledAt,
          })
          .from(users)
          .where(eq(users.email, address))
          .for('update');
        // A disabled account is answered as an unknown address: no mail, and nobody learns which it is.
        if (!user || user.disabledAt || !mayMail) return;
        await tx
          .update(passwordResetLinks)
          .set({ usedAt: new Date(now) })
          .where(and(eq(passwordResetLinks.userId, user.id), isNull(passwordResetLinks.usedAt)));
        const [link] = await tx
          .insert(passwordResetLinks)
          .values({
            tokenHash: hashToken(token),
            userId: user.id,
            expiresAt: new Date(now + RESET_LINK_LIFETIME_MS),
          })
          .returning({ id: passwordResetLinks.id });
        await enqueueMail(
          tx,
          `password-reset:${link!.id}`,
          passwordResetMail(user, resetLink(publicUrl, token), (await readBrand(tx)).shopName),
        );
      });
    },

    /** Who a link is for while it still works (the page's greeting); null otherwise. */
    async checkPasswordResetLink(token: string): Promise<{ email: string } | null> {
      const [row] = await db
        .select({ email: users.email })
        .from(passwordResetLinks)
        .innerJoin(users, eq(users.id, passwordResetLinks.userId))
        .where(
          and(
            eq(passwordResetLinks.tokenHash, hashToken(token)),
            isNull(passwordResetLinks.usedAt),
            gt(passwordResetLinks.expiresAt, new Date()),
            isNull(users.disabledAt),
          ),
        );
      return row ?? null;
    },

    /**
     * Uses the link up and sets the password, signing every session of the account out. Nobody is
     * signed in by it: the console's second step (when set) still stands between a mailbox and
     * the shop. A refused password leaves the link unused.
     */
    async confirmPasswordReset({ token, password }: PasswordResetConfirmInput): Promise<void> {
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        const [link] = await tx
          .update(passwordResetLinks)
          .set({ usedAt: new Date() })
          .where(
            and(
              eq(passwordResetLinks.tokenHash, hashToken(token)),
              isNull(passwordResetLinks.usedAt),
              gt(passwordResetLinks.expiresAt, new Date()),
            ),
          )
          .returning({ userId: passwordResetLinks.userId });
        if (!link) throw new ServiceError('invalid', RESET_LINK_GONE, { token: RESET_LINK_GONE });
        const [user] = await tx
          .select({ id: users.id, email: users.email, firstName: users.firstName })
          .from(users)
          .where(and(eq(users.id, link.userId), isNull(users.disabledAt)));
        // A link mailed before the account was disabled: gone, like a used one (the update rolls back).
        if (!user) throw new ServiceError('invalid', RESET_LINK_GONE, { token: RESET_LINK_GONE });
        if (isPasswordTheEmail(password, user.email)) {
          throw new ServiceError('invalid', PASSWORD_IS_EMAIL, { password: PASSWORD_IS_EMAIL });
        }
        const { auditId } = await setPassword(tx, {
          userId: user.id,
          passwordHash,
          action: 'user.password_reset',
        });
        const { shopName } = await readBrand(tx);
        await enqueueMail(tx, `audit-event:${auditId}`, passwordChangedMail(user, publicUrl, shopName));
      });
    },
  };
}
