// The background job variables of the environment, merged into the config schema by config.ts.
import { z } from 'zod';

export const jobsEnvShape = {
  // An M-Pesa order still unpaid this long is cancelled and its stock goes back on sale.
  ABANDONED_ORDER_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 30)
    .default(24),
  // A Pay Later order the shop has not confirmed this long is cancelled and its stock released.
  // Two days cover a weekend: an order placed on Saturday afternoon is called back on Monday.
  PAY_LATER_HOLD_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 30)
    .default(48),
  // How often the shop looks for them, once a period across all app processes (jobs/periodic.ts);
  // 0 turns the job off in this process.
  ABANDONED_ORDER_CHECK_MINUTES: z.coerce
    .number()
    .min(0)
    .max(24 * 60)
    .default(10),
  // How often the shop looks for M-Pesa orders to remind (the wait itself is a console setting):
  // a reminder goes out at most this late. 0 turns the job off in this process.
  PAYMENT_REMINDER_CHECK_MINUTES: z.coerce
    .number()
    .min(0)
    .max(24 * 60)
    .default(1),
  // How often the shop puts back on sale what unpaid M-Pesa orders held beyond the unpaid limit
  // past their short hold (the hold itself is a console setting). 0 turns the job off in this process.
  SURPLUS_HOLD_CHECK_MINUTES: z.coerce
    .number()
    .min(0)
    .max(24 * 60)
    .default(1),
  // How often the shop counts recent failures of mail, texts, eTIMS and M-Pesa prompts for the
  // owner's alerts (services/alerts). 0 turns the job off in this process.
  FAILURE_ALERT_CHECK_MINUTES: z.coerce
    .number()
    .min(0)
    .max(24 * 60)
    .default(5),
};

type JobsEnv = z.output<z.ZodObject<typeof jobsEnvShape>>;

export function toJobsConfig(env: JobsEnv) {
  return {
    abandonedOrderAfterMs: Math.round(env.ABANDONED_ORDER_HOURS * 60 * 60 * 1000),
    payLaterHoldMs: Math.round(env.PAY_LATER_HOLD_HOURS * 60 * 60 * 1000),
    abandonedOrderCheckEveryMs: Math.round(env.ABANDONED_ORDER_CHECK_MINUTES * 60 * 1000),
    paymentReminderCheckEveryMs: Math.round(env.PAYMENT_REMINDER_CHECK_MINUTES * 60 * 1000),
    surplusHoldCheckEveryMs: Math.round(env.SURPLUS_HOLD_CHECK_MINUTES * 60 * 1000),
    failureAlertCheckEveryMs: Math.round(env.FAILURE_ALERT_CHECK_MINUTES * 60 * 1000),
  };
}

export type JobsConfig = ReturnType<typeof toJobsConfig>;
