// Parcels waiting at pickup points past the owner's number of days (fulfilment/uncollected.ts),
// looked for once a period across all app processes (jobs/periodic.ts).
import type { FulfilmentService } from '../services/fulfilment';
import type { PeriodicJob } from './periodic';

interface JobLog {
  info(details: object, message: string): void;
}

export interface UncollectedParcelsJobOptions {
  fulfilment: Pick<FulfilmentService, 'remindUncollected'>;
  /** 0 turns the job off in this process. */
  everyMs: number;
  log: JobLog;
}

export async function runUncollectedParcels(
  options: Pick<UncollectedParcelsJobOptions, 'fulfilment' | 'log'>,
  now = new Date(),
) {
  const reminded = await options.fulfilment.remindUncollected(now);
  if (reminded.length > 0) {
    options.log.info(
      { count: reminded.length, orderNumbers: reminded.map((parcel) => parcel.orderNumber) },
      'owner reminded of parcels uncollected at pickup points',
    );
  }
  return reminded;
}

export function uncollectedParcelsJob(options: UncollectedParcelsJobOptions): PeriodicJob {
  return { name: 'uncollected-parcels', everyMs: options.everyMs, run: () => runUncollectedParcels(options) };
}
