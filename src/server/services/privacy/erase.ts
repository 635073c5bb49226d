// Erasing one customer (Kenya Data Protection Act 2019, s. 40): every door that keeps their data
// overwrites the personal fields of its rows, while what the books need stays (amounts, dates,
// statuses, order lines, M-Pesa receipts): KRA asks a trader to keep records of sales for five years.
//
// One transaction: the customer's orders are locked as they are found (payments settle under the
// same lock), then everything is checked and changed, or nothing is. Idempotent: erased rows no
// longer match the e-mail or phone, so erasing again finds nothing and changes nothing.
import type { CustomerKey } from '../../../core/privacy-schema';
import type { DbExecutor } from '../../db/executor';
import type { ForgottenCounts, Owed } from '../personal-data';
import { personalDataDoors } from './doors';
import { refuseUnsettled } from './money-unsettled';
import { findPerson } from './person';

export type ErasedCounts = ForgottenCounts;

export async function eraseCustomer(tx: DbExecutor, key: CustomerKey): Promise<ErasedCounts> {
  const person = await findPerson(tx, key, 'forget');
  const owed: Owed[] = [];
  for (const door of personalDataDoors) if (door.owed) owed.push(...(await door.owed(person, tx)));
  refuseUnsettled(person.orders, owed);

  const erased: ErasedCounts = {
    orders: 0,
    payments: 0,
    messages: 0,
    subscriptions: 0,
    texts: 0,
    resellerAccounts: 0,
    mails: 0,
    riders: 0,
  };
  for (const door of personalDataDoors) {
    const counts = await door.forget(person, tx);
    for (const [kind, count] of Object.entries(counts) as [keyof ErasedCounts, number][]) {
      erased[kind] += count;
    }
  }
  return erased;
}
