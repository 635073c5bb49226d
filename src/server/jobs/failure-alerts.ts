// The owner's alerts (services/alerts): each period one app process counts every channel's recent
// failures, opens or ends incidents, and queues the owner's text and mail for a new one.
import type { AlertsService } from '../services/alerts';
import type { PeriodicJob } from './periodic';

interface JobLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

export interface FailureAlertsJobOptions {
  alerts: Pick<AlertsService, 'check' | 'sweep'>;
  /** 0 turns the job off in this process. */
  everyMs: number;
  log: JobLog;
}

/** One pass (tests pass their own `now`). */
export async function runFailureAlerts(
  options: Pick<FailureAlertsJobOptions, 'alerts' | 'log'>,
  now = new Date(),
) {
  const outcome = await options.alerts.check(now);
  for (const channel of outcome.opened) options.log.warn({ channel }, 'keeps failing: the owner is told');
  for (const channel of outcome.resolved) options.log.info({ channel }, 'works again: alert ended');
  await options.alerts.sweep(now);
  return outcome;
}

export function failureAlertsJob(options: FailureAlertsJobOptions): PeriodicJob {
  return { name: 'failure-alerts', everyMs: options.everyMs, run: () => runFailureAlerts(options) };
}
