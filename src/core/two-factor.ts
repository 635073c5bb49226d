// Two-step sign-in for the console (TOTP, RFC 6238): what its forms take and say, shared by the
// API, the services and the pages.
import { z } from 'zod';
import { MAX_PASSWORD_LENGTH } from './password-rules';

/** Money, team, settings and personal-data exports ask for a code again once the last is this old. */
export const STEP_UP_MS = 10 * 60 * 1000;
/** How long a right password waits for its code before the half-made session ends. */
export const SECOND_FACTOR_WAIT_MS = 10 * 60 * 1000;
export const RECOVERY_CODE_COUNT = 10;

export const SECOND_FACTOR_NEXT = 'Enter the 6-digit code from your authenticator app.';
export const CODE_REFUSED = 'That code is not right. Check the time on your phone and try again.';
export const STEP_UP_REQUIRED = 'For this, confirm it is you with a code from your authenticator app.';
export const TWO_FACTOR_SETUP_REQUIRED =
  'The shop asks every console member to set up two-step sign-in. Set it up to go on.';
export const TWO_FACTOR_IS_REQUIRED =
  'The shop requires two-step sign-in for every console member, so it cannot be turned off.';
export const TWO_FACTOR_NOT_ON = 'Two-step sign-in is not turned on for this account.';
export const TWO_FACTOR_ALREADY_ON = 'Two-step sign-in is already on for this account.';
export const SETUP_FIRST = 'Set up two-step sign-in for your own account first.';
export const SETUP_ASKS_PASSWORD = 'Type your password to set up two-step sign-in';
export const NOT_YOUR_PASSWORD = 'That is not your password';

/** The answer codes an API caller can act on (`code` beside `message`). */
export const STEP_UP_REQUIRED_CODE = 'step_up_required';
export const TWO_FACTOR_SETUP_REQUIRED_CODE = 'two_factor_setup_required';

const SIX_DIGITS = /^\d{6}$/;
// Ten letters and digits in two groups of five, without 0, 1, o and l, which read alike.
const RECOVERY_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
const RECOVERY_CODE = new RegExp(`^[${RECOVERY_ALPHABET}]{5}-[${RECOVERY_ALPHABET}]{5}$`);

export type SecondFactorCode = { kind: 'totp'; code: string } | { kind: 'recovery'; code: string };

/**
 * What a person typed in the one code field: six digits from the app (spaces forgiven, as apps show
 * "123 456"), or a recovery code in any case with or without its dash. Null when it is neither.
 */
export function readSecondFactorCode(typed: string): SecondFactorCode | null {
  const compact = typed.replace(/[\s-]/g, '').toLowerCase();
  if (SIX_DIGITS.test(compact)) return { kind: 'totp', code: compact };
  const recovery = `${compact.slice(0, 5)}-${compact.slice(5)}`;
  if (compact.length === 10 && RECOVERY_CODE.test(recovery)) return { kind: 'recovery', code: recovery };
  return null;
}

export const secondFactorCodeSchema = z
  .object({
    code: z
      .string({ error: 'Type the code from your authenticator app' })
      .max(40, CODE_REFUSED)
      .transform((typed, ctx) => {
        const read = readSecondFactorCode(typed);
        if (!read) ctx.addIssue({ code: 'custom', message: CODE_REFUSED });
        return read ?? z.NEVER;
      }),
  })
  .strict();

/**
 * Starting a set-up asks for the account's password: a borrowed session must not put its own
 * authenticator on the account (and lock the owner out of it).
 */
export const twoFactorSetupSchema = z
  .object({
    password: z
      .string({ error: SETUP_ASKS_PASSWORD })
      .min(1, SETUP_ASKS_PASSWORD)
      .max(MAX_PASSWORD_LENGTH, NOT_YOUR_PASSWORD),
  })
  .strict();

/** Enrolment's confirmation takes the app's code only: a recovery code does not exist yet. */
export const enrolmentCodeSchema = z
  .object({
    code: z
      .string({ error: 'Type the code from your authenticator app' })
      .transform((typed) => typed.replace(/\s/g, ''))
      .pipe(z.string().regex(SIX_DIGITS, 'Type the 6-digit code your app shows')),
  })
  .strict();

/** Ten fresh recovery codes, made from `random` bytes (one byte per character). */
export function recoveryCodesFrom(random: Uint8Array): string[] {
  const codes: string[] = [];
  for (let index = 0; index < RECOVERY_CODE_COUNT; index += 1) {
    let code = '';
    for (let char = 0; char < 10; char += 1) {
      // 256 is a multiple of the alphabet's 32 letters, so every letter is equally likely.
      code += RECOVERY_ALPHABET[random[index * 10 + char]! % RECOVERY_ALPHABET.length];
      if (char === 4) code += '-';
    }
    codes.push(code);
  }
  return codes;
}

/** Whether a session's last code is recent enough for a step-up action. */
export function hasFreshSecondFactor(secondFactorAt: Date | null, now: Date = new Date()): boolean {
  return secondFactorAt !== null && now.getTime() - secondFactorAt.getTime() < STEP_UP_MS;
}
