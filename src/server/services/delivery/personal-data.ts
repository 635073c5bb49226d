// A rider's own data, for their export and erasure (services/privacy): a rider is a person the shop
// keeps a name and a phone of, found by that phone. Erased, the rider keeps their id (the drops
// they made still name it) but names nobody and is switched off, so nothing is handed to them again.
import { asc } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor';
import { belongsTo, type PersonalData, type Person } from '../personal-data';
import { riders } from './tables';

/** What an erased rider's name reads as: plainly nobody, and never a first name to show a customer. */
export const FORMER_RIDER = 'Former rider';

const ridersOf = ({ key }: Person) => belongsTo(key, { phone: riders.phone });

async function exportRiders(person: Person, tx: DbExecutor) {
  return {
    riders: await tx
      .select({
        name: riders.name,
        phone: riders.phone,
        active: riders.active,
        addedAt: riders.createdAt,
      })
      .from(riders)
      .where(ridersOf(person))
      .orderBy(asc(riders.id)),
  };
}

async function forget(person: Person, tx: DbExecutor) {
  const erased = await tx
    .update(riders)
    .set({ name: FORMER_RIDER, phone: '', active: false, updatedAt: new Date() })
    .where(ridersOf(person))
    .returning({ id: riders.id });
  return { riders: erased.length };
}

export const deliveryPersonalData = {
  covers: ['riders.name', 'riders.phone'],
  export: exportRiders,
  forget,
} satisfies PersonalData;
