// Sign-in guesses are counted in PostgreSQL (services.limits) *before* the password is checked: each
// counter is one atomic upsert, so twelve parallel guesses get a limit's five chances, in one process
// or in ten. Three counters (docs/decisions.md):
// - per (email, client address): 5 guesses in 15 minutes, then that pair is locked. A guesser locks
//   only their own address out; the owner elsewhere still signs in.
// - per client address, across emails: 20 in 15 minutes. Higher, as a mobile carrier's NAT puts
//   many resellers behind one address.
// - per email, across addresses: past 10 guesses in an hour, one guess per 5 minutes. This slows a
//   guesser spread over many addresses to a handful of guesses an hour without locking the owner
//   out, and an address the owner has signed in from before is not slowed at all.
// An attempt refused by a limit checks no password, so it gives back what it counted; a correct
// password is not a guess either: it gives back its counts and clears its pair's.
// Two-step codes (and recovery codes) count on the first two, and per account across addresses
// with the third's numbers, but on a count of their own that no address is spared: whoever types a
// code has the password already, so an address being known says nothing about them.
import { RateLimitedError } from '../errors';
import type { RateLimitRule, RateLimits } from '../limits';

const MINUTE = 60 * 1000;

export const SIGN_IN_PAIR_RULE: RateLimitRule = { name: 'sign-in:pair', max: 5, windowMs: 15 * MINUTE };
export const SIGN_IN_ADDRESS_RULE: RateLimitRule = {
  name: 'sign-in:address',
  max: 20,
  windowMs: 15 * MINUTE,
};
export const SIGN_IN_EMAIL_RULE: RateLimitRule = { name: 'sign-in:email', max: 10, windowMs: 60 * MINUTE };
export const SIGN_IN_EMAIL_PACE_RULE: RateLimitRule = {
  name: 'sign-in:email-pace',
  max: 1,
  windowMs: 5 * MINUTE,
};
/** Wrong two-step and recovery codes per account, from any address: the email rule's numbers. */
export const TWO_FACTOR_ACCOUNT_RULE: RateLimitRule = {
  name: 'two-factor:account',
  max: SIGN_IN_EMAIL_RULE.max,
  windowMs: SIGN_IN_EMAIL_RULE.windowMs,
};
export const TWO_FACTOR_ACCOUNT_PACE_RULE: RateLimitRule = {
  name: 'two-factor:account-pace',
  max: SIGN_IN_EMAIL_PACE_RULE.max,
  windowMs: SIGN_IN_EMAIL_PACE_RULE.windowMs,
};
/** Addresses an email has signed in from: a marker counted once, kept for 90 days. */
export const SIGN_IN_KNOWN_RULE: RateLimitRule = {
  name: 'sign-in:known',
  max: 1,
  windowMs: 90 * 24 * 60 * MINUTE,
};

/** Browsers a console account has signed in from: a marker per account and device mark, for a year. */
export const SIGN_IN_DEVICE_RULE: RateLimitRule = {
  name: 'sign-in:device',
  max: 1,
  windowMs: 365 * 24 * 60 * MINUTE,
};

// Each registration costs a deliberately slow password hash; this bounds what one address can spend.
export const REGISTRATIONS_PER_ADDRESS = 20;
export const REGISTRATION_ADDRESS_RULE: RateLimitRule = {
  name: 'register:address',
  max: REGISTRATIONS_PER_ADDRESS,
  windowMs: 15 * MINUTE,
};

/** Mails the register form sends to one address: the owner hears of it, an inbox is not flooded. */
export const REGISTRATION_MAIL_RULE: RateLimitRule = { name: 'register:mail', max: 2, windowMs: 60 * MINUTE };

/** "Forgot password?" forms one address may send: each costs a mail, and a stranger can send them. */
export const PASSWORD_RESET_ADDRESS_RULE: RateLimitRule = {
  name: 'password-reset:address',
  max: 10,
  windowMs: 15 * MINUTE,
};
/** Reset mails one inbox gets: enough for a lost mail or two, not a flood. */
export const PASSWORD_RESET_MAIL_RULE: RateLimitRule = {
  name: 'password-reset:mail',
  max: 3,
  windowMs: 60 * MINUTE,
};

/** An email in one form as a counter subject; the counters keep only a digest of it (limits/rate-limits.ts). */
export function emailSubject(email: string): string {
  return email.trim().toLowerCase();
}

export function tooManySignIns(retryAfterSeconds: number): RateLimitedError {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return new RateLimitedError(
    `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    retryAfterSeconds,
  );
}

export interface SignInAttempt {
  /** The password was right: this attempt was not a guess. */
  succeeded(): Promise<void>;
}

type Counted = [RateLimitRule, string];

export function createSignInLimits(limits: RateLimits) {
  const giveBack = (counted: Counted[]) =>
    Promise.all(counted.map(([rule, subject]) => limits.forgive(rule, subject)));

  /** One attempt's hits, each kept to be given back when a later limit refuses the attempt. */
  function tally() {
    const counted: Counted[] = [];
    const refuse = async (retryAfterSeconds: number): Promise<never> => {
      await giveBack(counted);
      throw tooManySignIns(retryAfterSeconds);
    };
    return {
      counted,
      async count(rule: RateLimitRule, subject: string) {
        const check = await limits.hit(rule, subject);
        if (!check.allowed) await refuse(check.retryAfterSeconds);
        counted.push([rule, subject]);
      },
      /** Over `rule`'s limit a guess needs the pace's slot; the slot stays spent either way. */
      async paced(rule: RateLimitRule, pace: RateLimitRule, subject: string) {
        const check = await limits.hit(rule, subject);
        counted.push([rule, subject]);
        if (check.allowed) return;
        const slot = await limits.hit(pace, subject);
        if (!slot.allowed) await refuse(slot.retryAfterSeconds);
      },
    };
  }

  /** Counts the address's and the pair's guesses: the start of every attempt. */
  async function begin(email: string, address: string) {
    const account = emailSubject(email);
    const pair = `${account}:${address}`;
    const counts = tally();
    await counts.count(SIGN_IN_ADDRESS_RULE, address);
    await counts.count(SIGN_IN_PAIR_RULE, pair);
    const known = (await limits.peek(SIGN_IN_KNOWN_RULE, pair)).hits > 0;
    const attempt: SignInAttempt = {
      async succeeded() {
        const others = counts.counted.filter(([rule]) => rule !== SIGN_IN_PAIR_RULE);
        await Promise.all([
          limits.reset(SIGN_IN_PAIR_RULE, pair),
          giveBack(others),
          known ? undefined : limits.hit(SIGN_IN_KNOWN_RULE, pair),
        ]);
      },
    };
    return { account, known, counts, attempt };
  }

  return {
    /**
     * Counts one password guess for `email` from `address`, or throws a RateLimitedError (429)
     * when a limit is reached. Call before checking the password.
     */
    async admit(email: string, address: string): Promise<SignInAttempt> {
      const { account, known, counts, attempt } = await begin(email, address);
      if (!known) await counts.paced(SIGN_IN_EMAIL_RULE, SIGN_IN_EMAIL_PACE_RULE, account);
      return attempt;
    },

    /**
     * Counts one two-step or recovery code for `email` from `address`, per account whatever the
     * address, or throws a RateLimitedError (429). Call before checking the code.
     */
    async admitCode(email: string, address: string): Promise<SignInAttempt> {
      const { account, counts, attempt } = await begin(email, address);
      await counts.paced(TWO_FACTOR_ACCOUNT_RULE, TWO_FACTOR_ACCOUNT_PACE_RULE, account);
      return attempt;
    },
  };
}
