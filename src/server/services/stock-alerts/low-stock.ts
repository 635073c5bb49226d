// The owner hears once when a size sells down to the low-stock threshold (settings.stock): an order
// took it from above the mark to at or under it. Every unit of a size is taken by one conditional
// UPDATE at a time (services/catalogue/stock.ts), so exactly one order crosses the mark, and its job
// names the crossing: one mail and one text however often the job runs. Selling on below the mark
// says nothing more; after a restock above it, the next crossing is told again.
import type { Database } from '../../db/client';
import { namedSizes, type StockTakenPayload } from '../catalogue';
import type { JobHandler, JobLog, RetryPolicy } from '../jobs';
import { enqueueMail, enqueueSms } from '../notifications';
import type { SettingsService } from '../settings';
import { lowStockMail, lowStockSms } from './messages';

export function lowStockJobHandler(options: {
  db: Database;
  settings: SettingsService;
  publicUrl: string;
  /** The owner's phone (SHOP_SMS_PHONE), where Pay Later alerts go too. */
  shopPhone: string;
  retry: RetryPolicy;
  log: JobLog;
}): JobHandler {
  const { db, settings, publicUrl, shopPhone, retry, log } = options;
  return {
    retry,
    async run(job) {
      const { sizes } = job.payload as StockTakenPayload;
      const told = await db.transaction(async (tx) => {
        const { stock, store, brand } = await settings.readFresh(tx);
        const threshold = stock.lowStockThreshold;
        const crossed = sizes.filter((size) => size.before > threshold && size.after <= threshold);
        if (crossed.length === 0) return 0;
        const named = await namedSizes(
          tx,
          crossed.map((size) => size.variantId),
        );
        for (const size of crossed) {
          const row = named.get(size.variantId);
          if (!row) continue;
          const low = { name: row.name, size: row.label, stock: size.after };
          const event = `low-stock:${size.variantId}:${job.key}`;
          const consoleLink = `${publicUrl}/admin/products/${size.productId}`;
          await enqueueMail(tx, event, lowStockMail(store.email, low, threshold, consoleLink));
          await enqueueSms(tx, {
            key: event,
            orderId: null,
            recipient: 'shop',
            to: shopPhone,
            message: lowStockSms(low, brand.shopName),
          });
        }
        return crossed.length;
      });
      if (told > 0) log.info({ job: job.id, sizes: told }, 'low-stock alert queued for the owner');
    },
  };
}
