// What an app process does besides answering requests: it works the job queue, and takes its turn
// at the periodic jobs, each of which runs once a period across all processes (the daily backup
// among them); on the embedded database it also writes the backups `npm run backup` asks for.
import type { BackupConfig } from '../backup/backup-env';
import type { DatabaseHandle } from '../db/client';
import type { Services } from '../services';
import type { JobLog } from '../services/jobs';
import { abandonedOrdersJob } from './abandoned-orders';
import { serveBackupRequests } from './backup-requests';
import { dailyBackupJob } from './daily-backup';
import type { JobsConfig } from './env';
import type { RunningJob } from './every';
import { failureAlertsJob } from './failure-alerts';
import { paymentRemindersJob } from './payment-reminders';
import { paymentsReconcileJob } from './payments-reconcile';
import { startPeriodicJobs } from './periodic';
import { surplusHoldsJob } from './surplus-holds';
import { uncollectedParcelsJob } from './uncollected-parcels';
import { startJobWorker } from './worker';

const MINUTE = 60 * 1000;
// Finished jobs hold mail text (names, addresses): kept a week to look into, then deleted.
const FINISHED_JOBS_KEPT_MS = 7 * 24 * 60 * MINUTE;

interface BackgroundOptions {
  services: Services;
  database: DatabaseHandle;
  /** The part of the shop's config (config.ts) the periodic jobs read. */
  config: { jobs: JobsConfig; backup: BackupConfig };
  log: JobLog;
}

export async function startBackgroundWork({
  services,
  database,
  config,
  log,
}: BackgroundOptions): Promise<RunningJob> {
  const worker = await startJobWorker({ jobs: services.jobs, database, log });
  const periodic = startPeriodicJobs(
    [
      abandonedOrdersJob({
        orders: services.orders,
        settings: services.settings,
        everyMs: config.jobs.abandonedOrderCheckEveryMs,
        log,
      }),
      paymentRemindersJob({
        payments: services.mpesa.payments,
        settings: services.settings,
        everyMs: config.jobs.paymentReminderCheckEveryMs,
        log,
      }),
      surplusHoldsJob({ orders: services.orders, everyMs: config.jobs.surplusHoldCheckEveryMs, log }),
      failureAlertsJob({ alerts: services.alerts, everyMs: config.jobs.failureAlertCheckEveryMs, log }),
      paymentsReconcileJob({ payments: services.mpesa.payments, log }),
      // Days are the unit of the owner's setting: an hour late is on time.
      uncollectedParcelsJob({ fulfilment: services.fulfilment, everyMs: 60 * MINUTE, log }),
      // Ended rate-limit windows are only dead rows.
      { name: 'rate-limit-sweep', everyMs: 10 * MINUTE, run: () => services.limits.sweepExpired() },
      {
        name: 'finished-jobs-sweep',
        everyMs: 60 * MINUTE,
        run: () => services.jobs.sweepFinished(FINISHED_JOBS_KEPT_MS),
      },
      dailyBackupJob({ database, backup: config.backup, log }),
    ],
    services.jobs.claimPeriodicRun,
    log,
  );
  const backupRequests = serveBackupRequests({ database, log });
  return {
    async stop() {
      await Promise.all([periodic.stop(), worker.stop(), backupRequests.stop()]);
    },
  };
}
