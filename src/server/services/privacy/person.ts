// The customer a request names, as the doors find them: each door is given what the doors before
// it found (their accounts, their orders, their payments of no order, their messages' addresses).
import type { CustomerKey } from '../../../core/privacy-schema';
import type { DbExecutor } from '../../db/executor';
import { personOf, type Person, type PersonalDataIntent } from '../personal-data';
import { personalDataDoors } from './doors';

export async function findPerson(
  tx: DbExecutor,
  key: CustomerKey,
  intent: PersonalDataIntent,
): Promise<Person> {
  let person = personOf(key);
  for (const door of personalDataDoors) {
    if (door.find) person = { ...person, ...(await door.find(person, tx, intent)) };
  }
  return person;
}
