// The mail variables of the environment, merged into the config schema by config.ts.
import { z } from 'zod';

// A mail is tried this many times, the waits doubling from the first delay (2 s, 4 s ... about
// 17 min before the last try): a mail server away for half an hour loses nothing.
export const DEFAULT_MAIL_RETRY = { attempts: 10, firstDelayMs: 2_000 };

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

export const mailEnvShape = {
  // Unset: every mail is written to DATA_DIR/outbox/ instead of being sent.
  SMTP_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .refine(
        (value) => URL.canParse(value) && /^smtps?:\/\//.test(value),
        'must be a URL starting with smtp:// or smtps://',
      )
      .optional(),
  ),
  MAIL_FROM: z.string().min(3).default('Heritage Shea <hello@heritageshea.co.ke>'),
  MAIL_RETRY_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(DEFAULT_MAIL_RETRY.attempts),
  MAIL_RETRY_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(DEFAULT_MAIL_RETRY.firstDelayMs),
};

// The SMTP URL carries the password.
export const MAIL_SECRET_VARIABLES = ['SMTP_URL'];

type MailEnv = z.output<z.ZodObject<typeof mailEnvShape>>;

export function toMailConfig(env: MailEnv) {
  return {
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    retry: { attempts: env.MAIL_RETRY_ATTEMPTS, firstDelayMs: env.MAIL_RETRY_DELAY_MS },
  };
}

export type MailConfig = ReturnType<typeof toMailConfig>;
