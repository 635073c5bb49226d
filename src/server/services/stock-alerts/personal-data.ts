// A customer's waits for a sold-out product, for their export and erasure (services/privacy):
// found by the e-mail or phone they left, deleted when they are erased.
import { asc } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor';
import { belongsTo, type PersonalData, type Person } from '../personal-data';
import { backInStockRequests } from './tables';

const waitsOf = ({ key }: Person) =>
  belongsTo(key, { email: backInStockRequests.contact, phone: backInStockRequests.contact });

async function exportWaits(person: Person, tx: DbExecutor) {
  return {
    backInStock: await tx
      .select({
        productId: backInStockRequests.productId,
        variantId: backInStockRequests.variantId,
        contact: backInStockRequests.contact,
        waitingSince: backInStockRequests.createdAt,
      })
      .from(backInStockRequests)
      .where(waitsOf(person))
      .orderBy(asc(backInStockRequests.id)),
  };
}

async function forget(person: Person, tx: DbExecutor) {
  const waiting = await tx
    .delete(backInStockRequests)
    .where(waitsOf(person))
    .returning({ id: backInStockRequests.id });
  return { subscriptions: waiting.length };
}

export const stockAlertsPersonalData = {
  // The contact key is a digest of the contact: the row goes whole.
  covers: ['back_in_stock_requests.contact', 'back_in_stock_requests.contact_key'],
  export: exportWaits,
  forget,
} satisfies PersonalData;
