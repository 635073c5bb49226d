// An admin inviting another admin: the invitee gets an account and a one-time sign-in link by
// mail; opening it, they choose a password and are signed in. Only the SHA-256 of a link's token
// is stored, and a link is used up atomically, so two clicks on it sign in once.
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { AdminInviteInput } from '../../../core/admin-invite-schema';
import type { ConsoleRole } from '../../../core/console-permissions';
import { isPasswordTheEmail, PASSWORD_IS_EMAIL } from '../../../core/password-rules';
import type { Database } from '../../db/client';
import { signInLinks, users } from './tables';
import type { Mail } from '../../integrations/mail/mail';
import { hashPassword } from '../../lib/password';
import { toSessionUser, type SessionUser } from './users';
import { recordAudit } from '../audit';
import { ServiceError } from '../errors';
import { brandedMail, enqueueMail } from '../notifications';
import { readBrand } from '../settings';
import { createSessionsService, type NewSession, type SessionOrigin } from './sessions';

const LINK_LIFETIME_MS = 72 * 60 * 60 * 1000;
const GONE = 'This invitation link has expired or was already used. Ask an admin for a new one.';

/** Invited by link and never signed in through one: the invitation is still open. */
const invitePending = (links: { usedAt: Date | null }[]) =>
  links.length > 0 && links.every((link) => link.usedAt === null);

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function inviteLink(publicUrl: string, token: string): string {
  return `${publicUrl}/invite?token=${token}`;
}

function inviteMail(
  invitee: { email: string; firstName: string },
  role: ConsoleRole,
  inviter: string,
  link: string,
  shop: string,
): Mail {
  return brandedMail(
    { to: invitee.email, subject: `You are invited to run the ${shop} shop` },
    {
      greeting: `Hello ${invitee.firstName},`,
      body: [
        role === 'owner'
          ? `${inviter} has made you an owner of the ${shop} shop: you can do everything in its console.`
          : `${inviter} has made you a member of staff of the ${shop} shop: you can handle orders, products, reviews and messages in its console.`,
        'Open this link within 3 days to choose your password and sign in. It works once:',
        { kind: 'button', label: 'Choose your password', url: link },
        '',
        'If you did not expect this, you can ignore this mail.',
      ],
    },
  );
}

export interface AdminSummary {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  createdAt: Date;
  role: ConsoleRole;
  /** Disabled by an owner: cannot sign in. */
  disabled: boolean;
  /** Signs in with a code from an authenticator app as well as the password. */
  twoFactor: boolean;
  /** True until the invitee has opened their link and chosen a password. */
  invitePending: boolean;
}

export type AdminInvitesService = ReturnType<typeof createAdminInvitesService>;

export function createAdminInvitesService(db: Database, options: { publicUrl: string }) {
  const sessions = createSessionsService(db);
  return {
    /**
     * A new admin account with a fresh link, or, for an invitee who has not used theirs yet, a new
     * invitation replacing the old (its role, its names, its only working link). An email that
     * already belongs to a reseller, or to a working admin, is refused.
     */
    async invite(inviter: SessionUser, input: AdminInviteInput): Promise<{ email: string; expiresAt: Date }> {
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + LINK_LIFETIME_MS);
      const invitee = await db.transaction(async (tx) => {
        const [existing] = await tx.select().from(users).where(eq(users.email, input.email)).for('update');
        let row = existing;
        if (existing && existing.role !== 'admin') {
          throw new ServiceError('conflict', 'This email belongs to a reseller account', {
            email: 'Already a reseller account',
          });
        }
        if (existing) {
          // Only an invitation nobody has accepted yet is sent again; a working admin is left alone.
          const links = await tx
            .select({ usedAt: signInLinks.usedAt })
            .from(signInLinks)
            .where(eq(signInLinks.userId, existing.id));
          if (!invitePending(links)) {
            throw new ServiceError('conflict', 'This person is already an admin', {
              email: 'Already an admin',
            });
          }
          // The new invitation replaces the old: its role and names hold, and the links mailed
          // before stop working (expired, not used, so the invitation still shows as open).
          [row] = await tx
            .update(users)
            .set({
              consoleRole: input.role,
              firstName: input.firstName,
              lastName: input.lastName,
              updatedAt: new Date(),
            })
            .where(eq(users.id, existing.id))
            .returning();
          await tx
            .update(signInLinks)
            .set({ expiresAt: new Date() })
            .where(and(eq(signInLinks.userId, existing.id), isNull(signInLinks.usedAt)));
        } else {
          // No one can sign in with this password: it is random and never shown. The link sets the real one.
          const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
          [row] = await tx
            .insert(users)
            .values({
              email: input.email,
              passwordHash,
              firstName: input.firstName,
              lastName: input.lastName,
              role: 'admin',
              consoleRole: input.role,
              isApproved: true,
              approvedAt: new Date(),
            })
            .returning();
        }
        const [link] = await tx
          .insert(signInLinks)
          .values({ tokenHash: hashToken(token), userId: row!.id, createdByUserId: inviter.id, expiresAt })
          .returning({ id: signInLinks.id });
        await recordAudit(tx, {
          actorUserId: inviter.id,
          action: 'user.admin_invited',
          entityType: 'user',
          entityId: row!.id,
          details: { email: input.email, role: row!.consoleRole, expiresAt: expiresAt.toISOString() },
        });
        const mail = inviteMail(
          row!,
          row!.consoleRole ?? input.role,
          inviter.firstName,
          inviteLink(options.publicUrl, token),
          (await readBrand(tx)).shopName,
        );
        await enqueueMail(tx, `sign-in-link:${link!.id}`, mail);
        return row!;
      });
      return { email: invitee.email, expiresAt };
    },

    /** Who a link is for, while it still works; null for an unknown, used or expired link. */
    async check(token: string): Promise<{ firstName: string; email: string } | null> {
      const [row] = await db
        .select({ firstName: users.firstName, email: users.email })
        .from(signInLinks)
        .innerJoin(users, eq(users.id, signInLinks.userId))
        .where(
          and(
            eq(signInLinks.tokenHash, hashToken(token)),
            isNull(signInLinks.usedAt),
            gt(signInLinks.expiresAt, new Date()),
          ),
        );
      return row ?? null;
    },

    /** Uses the link up, sets the chosen password and opens a session; once per link. */
    async accept(
      token: string,
      password: string,
      origin: SessionOrigin,
    ): Promise<{ user: SessionUser; session: NewSession }> {
      const passwordHash = await hashPassword(password);
      const user = await db.transaction(async (tx) => {
        const [link] = await tx
          .update(signInLinks)
          .set({ usedAt: new Date() })
          .where(
            and(
              eq(signInLinks.tokenHash, hashToken(token)),
              isNull(signInLinks.usedAt),
              gt(signInLinks.expiresAt, new Date()),
            ),
          )
          .returning({ userId: signInLinks.userId });
        if (!link) throw new ServiceError('not_found', GONE);
        // Any other link sent to the same person stops working too.
        await tx
          .update(signInLinks)
          .set({ usedAt: new Date() })
          .where(and(eq(signInLinks.userId, link.userId), isNull(signInLinks.usedAt)));
        const [row] = await tx
          .update(users)
          .set({ passwordHash, updatedAt: new Date() })
          .where(and(eq(users.id, link.userId), eq(users.role, 'admin')))
          .returning();
        if (!row) throw new ServiceError('not_found', GONE);
        // Registration's rule; refused here, the link stays unused (the transaction rolls back).
        if (isPasswordTheEmail(password, row.email)) {
          throw new ServiceError('invalid', PASSWORD_IS_EMAIL, { password: PASSWORD_IS_EMAIL });
        }
        await recordAudit(tx, {
          actorUserId: row.id,
          action: 'user.invite_accepted',
          entityType: 'user',
          entityId: row.id,
        });
        return toSessionUser(row);
      });
      return { user, session: await sessions.create(user.id, origin) };
    },

    /** Every admin, oldest first, with whether their invitation is still open. */
    async listAdmins(): Promise<AdminSummary[]> {
      const rows = await db
        .select({
          id: users.id,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          createdAt: users.createdAt,
          consoleRole: users.consoleRole,
          disabledAt: users.disabledAt,
          totpEnabledAt: users.totpEnabledAt,
          hasLink: signInLinks.id,
          used: signInLinks.usedAt,
        })
        .from(users)
        .leftJoin(signInLinks, eq(signInLinks.userId, users.id))
        .where(eq(users.role, 'admin'))
        .orderBy(asc(users.createdAt), asc(users.id));
      const links = new Map<number, { usedAt: Date | null }[]>();
      const admins = new Map<number, Omit<AdminSummary, 'invitePending'>>();
      for (const { hasLink, used, consoleRole, disabledAt, totpEnabledAt, ...admin } of rows) {
        admins.set(admin.id, {
          ...admin,
          role: consoleRole ?? 'staff',
          disabled: disabledAt !== null,
          twoFactor: totpEnabledAt !== null,
        });
        const own = links.get(admin.id) ?? [];
        if (hasLink !== null) own.push({ usedAt: used });
        links.set(admin.id, own);
      }
      return [...admins.values()].map((admin) => ({
        ...admin,
        invitePending: invitePending(links.get(admin.id) ?? []),
      }));
    },
  };
}
