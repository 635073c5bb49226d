// The jobs the catalogue's stock movements queue (catalogue/stock-events.ts), run like the mail and
// text jobs: with mail's retry policy, as all they do is queue messages.
import type { Config } from '../../config/config';
import type { Database } from '../../db/client';
import { STOCK_RETURNED_JOB, STOCK_TAKEN_JOB } from '../catalogue';
import type { JobHandler, JobLog } from '../jobs';
import type { SettingsService } from '../settings';
import { lowStockJobHandler } from './low-stock';
import { restockJobHandler } from './restock';

export function stockAlertJobHandlers(options: {
  db: Database;
  config: Config;
  settings: SettingsService;
  log: JobLog;
}): Record<string, JobHandler> {
  const { db, config, settings, log } = options;
  const retry = config.mail.retry;
  return {
    [STOCK_RETURNED_JOB]: restockJobHandler({ db, publicUrl: config.publicUrl, retry, log }),
    [STOCK_TAKEN_JOB]: lowStockJobHandler({
      db,
      settings,
      publicUrl: config.publicUrl,
      shopPhone: config.sms.shopPhone,
      retry,
      log,
    }),
  };
}
