// Payments whose callback never came are reconciled with Daraja every half minute, once across all
// app processes (jobs/periodic.ts), also when nobody is watching the payment widget. Overlapping
// runs are safe: the service claims each payment before asking about it (services/mpesa/stk/reconcile.ts).
import type { PaymentsService } from '../services/mpesa';
import type { PeriodicJob } from './periodic';

const EVERY_MS = 30_000;

export interface PaymentsReconcileJobOptions {
  payments: Pick<PaymentsService, 'reconcile'>;
  log: {
    info(details: object, message: string): void;
    warn(details: object, message: string): void;
  };
}

export function paymentsReconcileJob({ payments, log }: PaymentsReconcileJobOptions): PeriodicJob {
  let toldNoInitiator = false;
  return {
    name: 'payments-reconcile',
    everyMs: EVERY_MS,
    async run() {
      const summary = await payments.reconcile();
      if (summary.statusSkipped && !toldNoInitiator) {
        toldNoInitiator = true;
        log.warn(
          {},
          'M-Pesa payments pending past MPESA_STATUS_QUERY_AFTER_MS are not looked up with Transaction ' +
            'Status: set MPESA_INITIATOR_NAME and MPESA_SECURITY_CREDENTIAL',
        );
      }
      const { finished, stkQueries, statusQueries } = summary;
      if (finished + stkQueries + statusQueries > 0) log.info(summary, 'M-Pesa payments reconciled');
      return summary;
    },
  };
}
