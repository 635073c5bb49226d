// What stock movements tell the rest of the shop: a job queued in the transaction that moves the
// stock, so it exists exactly when the movement committed, and a worker in any process acts on it
// after. The catalogue only says what moved; what follows (shoppers told a product is back, the
// owner told a size runs low) belongs to services/stock-alerts, which compares with the stock as
// it stands when the job runs.
import { randomUUID } from 'node:crypto';
import type { DbExecutor } from '../../db/executor';
import { enqueue } from '../jobs';

/** Stock may have come back for these products (a return, a cancellation, a console edit). */
export const STOCK_RETURNED_JOB = 'stock-returned';
/** An order took stock: each size's units before and after. */
export const STOCK_TAKEN_JOB = 'stock-taken';

export interface StockReturnedPayload {
  productIds: number[];
}

export interface StockTakenPayload {
  sizes: { productId: number; variantId: number; before: number; after: number }[];
}

// Each movement is an event of its own: the key is new every time, as two restocks of one product
// are two chances for its waiting shoppers.
const eventKey = (kind: string) => `${kind}:${randomUUID()}`;

export async function queueStockReturned(tx: DbExecutor, productIds: readonly number[]): Promise<void> {
  if (productIds.length === 0) return;
  const payload: StockReturnedPayload = { productIds: [...new Set(productIds)].sort((a, b) => a - b) };
  await enqueue(tx, { kind: STOCK_RETURNED_JOB, key: eventKey(STOCK_RETURNED_JOB), payload });
}

export async function queueStockTaken(tx: DbExecutor, sizes: StockTakenPayload['sizes']): Promise<void> {
  if (sizes.length === 0) return;
  const payload: StockTakenPayload = { sizes };
  await enqueue(tx, { kind: STOCK_TAKEN_JOB, key: eventKey(STOCK_TAKEN_JOB), payload });
}
