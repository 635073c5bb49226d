// Accounts and signing in: users, sessions, one-time links, two-step recovery codes.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { CONSOLE_ROLES, type ConsoleRole } from '../../../core/console-permissions';
import { ROLES, type Role } from '../../../core/roles';
import { sqlList, createdAt, updatedAt } from '../../db/columns';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-cased. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    businessName: text('business_name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    /** A reseller's KRA PIN, printed on their tax invoices as the buyer's; empty when not given. */
    kraPin: text('kra_pin').notNull().default(''),
    role: text('role').$type<Role>().notNull().default('reseller'),
    /** An admin's place in the console (core/console-permissions.ts); null for everyone else. */
    consoleRole: text('console_role').$type<ConsoleRole>(),
    isApproved: boolean('is_approved').notNull().default(false),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /** Set by an owner: the account cannot sign in and its sessions are gone. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /**
     * The TOTP secret (RFC 6238), sealed with the two-step key kept out of the database
     * (services/accounts/two-factor-secret-box.ts); being set up while totp_enabled_at is null.
     */
    totpSecret: text('totp_secret'),
    /** When two-step sign-in was turned on; sign-in asks for a code from then on. */
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The time step of the last code accepted: a code, once used, is refused (RFC 6238 §5.2). */
    totpLastStep: integer('totp_last_step'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Sign-in looks users up by email.
    uniqueIndex('users_email_key').on(t.email),
    // The admin's list of resellers awaiting approval.
    index('users_role_approved_idx').on(t.role, t.isApproved),
    check('users_role_known', sql`${t.role} in (${sqlList(ROLES)})`),
    check('users_console_role_known', sql`${t.consoleRole} in (${sqlList(CONSOLE_ROLES)})`),
    // Every admin has a console role and nobody else has one.
    check('users_console_role_admins', sql`(${t.role} = 'admin') = (${t.consoleRole} is not null)`),
  ],
);

/** Only the SHA-256 of a session token is stored, so a leaked table signs nobody in. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** What the account's session list shows: the browser that signed in and from where. */
    userAgent: text('user_agent').notNull().default(''),
    clientAddress: text('client_address').notNull().default(''),
    /** Moved forward at most every few minutes; console sessions end after 12 hours without use. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** The password was right but the account's second step is still to come: not signed in yet. */
    awaitingSecondFactor: boolean('awaiting_second_factor').notNull().default(false),
    /** When this session last gave a two-step code: money and team changes ask again after 10 minutes. */
    secondFactorAt: timestamp('second_factor_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // Every signed-in request looks its session up by token hash.
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    // Clean-up deletes expired sessions.
    index('sessions_expires_at_idx').on(t.expiresAt),
    // Sign-out everywhere and account deletion.
    index('sessions_user_id_idx').on(t.userId),
  ],
);

/**
 * One-time sign-in links, such as an admin's invitation to another admin. Only the SHA-256 of the
 * token is stored, as for sessions; a link works once, before it expires.
 */
export const signInLinks = pgTable(
  'sign_in_links',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sign_in_links_token_hash_key').on(t.tokenHash),
    index('sign_in_links_user_id_idx').on(t.userId),
  ],
);

/**
 * "Forgot password?" links. Only the SHA-256 of a link's token is stored; a link works for an hour,
 * once, and asking again retires the older ones.
 */
/** Ten one-time codes that stand in for the authenticator app; only their SHA-256 is kept. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // A code is looked up, and used, by the account and its digest.
    uniqueIndex('recovery_codes_user_code_key').on(t.userId, t.codeHash),
  ],
);

export const passwordResetLinks = pgTable(
  'password_reset_links',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_reset_links_token_hash_key').on(t.tokenHash),
    index('password_reset_links_user_id_idx').on(t.userId),
  ],
);
