// The payment reminders (mpesa/stk/payment-reminders.ts), run once a period across all app processes
// (jobs/periodic.ts). The wait before a reminder is the owner's setting, read at each run.
import type { PaymentsService } from '../services/mpesa';
import type { SettingsService } from '../services/settings';
import type { PeriodicJob } from './periodic';

const MINUTE_MS = 60 * 1000;

interface JobLog {
  info(details: object, message: string): void;
}

export interface PaymentRemindersJobOptions {
  payments: Pick<PaymentsService, 'sendPaymentReminders'>;
  settings: Pick<SettingsService, 'read'>;
  /** 0 turns the job off in this process. */
  everyMs: number;
  log: JobLog;
}

/** One pass with the wait the settings hold now (tests pass their own `now`). */
export async function runPaymentReminders(
  options: Pick<PaymentRemindersJobOptions, 'payments' | 'settings' | 'log'>,
  now = new Date(),
): Promise<string[]> {
  const settings = await options.settings.read();
  const reminded = await options.payments.sendPaymentReminders({
    now,
    afterMs: settings.orders.paymentReminderAfterMinutes * MINUTE_MS,
  });
  if (reminded.length > 0) options.log.info({ count: reminded.length }, 'payment reminders sent');
  return reminded;
}

export function paymentRemindersJob(options: PaymentRemindersJobOptions): PeriodicJob {
  return { name: 'payment-reminders', everyMs: options.everyMs, run: () => runPaymentReminders(options) };
}
