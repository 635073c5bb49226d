// Who used a discount code is a customer's data too (services/privacy): the e-mail and phone of
// each use, copied from its order, are erased with the order; the uses stay counted. The export
// holds them already, on the order.
import { inArray } from 'drizzle-orm';
import { ERASED } from '../../../core/erased-customer';
import type { DbExecutor } from '../../db/executor';
import type { PersonalData, Person } from '../personal-data';
import { discountRedemptions } from './tables';

async function forget(person: Person, tx: DbExecutor) {
  const orderIds = person.orders.map((order) => order.id);
  if (orderIds.length > 0) {
    await tx
      .update(discountRedemptions)
      .set({ customerEmail: ERASED.email, customerPhone: '' })
      .where(inArray(discountRedemptions.orderId, orderIds));
  }
  return {};
}

export const discountsPersonalData = {
  covers: ['discount_redemptions.customer_email', 'discount_redemptions.customer_phone'],
  forget,
} satisfies PersonalData;
