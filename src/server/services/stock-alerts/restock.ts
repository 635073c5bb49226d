// Stock came back (services/catalogue/stock-events.ts): every shopper waiting for a product, or for
// a size of it, that can be ordered now is told once. The rows are claimed by DELETE ... RETURNING
// in the transaction that queues their messages: two workers running for one restock, or for two
// restocks at once, never claim the same row (the second waits on its lock, then finds it gone),
// and a shopper is forgotten as their message is queued. A product sold out again by the time the
// job runs keeps its shoppers waiting for the next restock.
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { backInStockRequests } from './tables';
import { productsOnSale, type StockReturnedPayload } from '../catalogue';
import type { JobHandler, JobLog, RetryPolicy } from '../jobs';
import { enqueueMail, enqueueSms } from '../notifications';
import { readBrand } from '../settings';
import { backInStockMail, backInStockSms, productLink, stopLink } from './messages';

export function restockJobHandler(options: {
  db: Database;
  publicUrl: string;
  retry: RetryPolicy;
  log: JobLog;
}): JobHandler {
  const { db, publicUrl, retry, log } = options;
  return {
    retry,
    async run(job) {
      const { productIds } = job.payload as StockReturnedPayload;
      const told = await db.transaction(async (tx) => {
        const onSale = await productsOnSale(tx, productIds);
        // A shopper waiting for the product, or for one of its sizes on sale that holds units.
        const waitingForStock = [...onSale.values()].flatMap((product) => {
          const inStock = product.variants.filter((size) => size.inStock).map((size) => size.id);
          if (inStock.length === 0) return [];
          const sizeWanted = or(
            isNull(backInStockRequests.variantId),
            inArray(backInStockRequests.variantId, inStock),
          );
          return [and(eq(backInStockRequests.productId, product.id), sizeWanted)];
        });
        if (waitingForStock.length === 0) return 0;
        const claimed = await tx
          .delete(backInStockRequests)
          .where(or(...waitingForStock))
          .returning();
        if (claimed.length === 0) return 0;
        const { shopName } = await readBrand(tx);
        for (const row of claimed) {
          const product = onSale.get(row.productId)!;
          const link = productLink(publicUrl, product, row.variantId);
          const stop = stopLink(publicUrl, row.contactKey);
          const event = `back-in-stock:${row.id}`;
          if (row.channel === 'email') {
            await enqueueMail(tx, event, backInStockMail(row.contact, product, link, stop));
          } else {
            await enqueueSms(tx, {
              key: event,
              orderId: null,
              recipient: 'customer',
              to: row.contact,
              message: backInStockSms(product, link, stop, shopName),
            });
          }
        }
        return claimed.length;
      });
      // Counts only: who was told is personal data.
      if (told > 0) log.info({ job: job.id, products: productIds, told }, 'back-in-stock shoppers told');
    },
  };
}
