// The console's Insight page: sales figures over a period and the shop's funnel, counted
// first-party per day without anything that names a shopper.
import type { InsightPeriod } from '../../../core/insights';
import type { Database } from '../../db/client';
import type { JobLog } from '../jobs';
import { createFunnelCounter } from './funnel-counter';
import { insightReport } from './report';

export type { InsightReport, Takings } from './report';
export { toInsightJson } from './insight-json';

export type Insights = ReturnType<typeof createInsightsService>;

export function createInsightsService(db: Database, log: JobLog) {
  const funnel = createFunnelCounter(db, log);
  return {
    /** Counts one product view, cart or checkout started, written within seconds. */
    count: funnel.count,
    /** Writes the counts still held in memory (the app does so when it stops). */
    flush: funnel.flush,
    /** The figures of the last `period` shop days, today included, with this process's counts. */
    async report(period: InsightPeriod, now?: Date) {
      await funnel.flush();
      return insightReport(db, period, now);
    },
  };
}
